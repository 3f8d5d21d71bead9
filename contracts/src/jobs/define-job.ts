import { z } from 'zod';

/** BullMQ queues. `ai` is served by svc-ai-worker; `<context>-inbox` queues deliver results back to a service. */
export const QueueName = ['ai', 'intake-inbox', 'billing-inbox', 'admin-inbox'] as const;
export type QueueName = (typeof QueueName)[number];

/**
 * How many times a job runs before it fails for good; the delay between runs doubles from the worker's
 * JOB_BACKOFF_BASE_MS up to JOB_BACKOFF_CAP_MS. `outlast-outage`: a result someone relies on later (a plan,
 * an email, a report to a context's inbox), about an hour of retries with the defaults (1 s doubling to a
 * 10 min cap: 1+2+…+512 s, then 4 × 10 min = 57 min), longer than a realistic outage of Postgres, Redis or
 * SMTP. `brief`: a job someone waits for now, whose answer nobody wants an hour later.
 */
export const RetryPolicies = { 'outlast-outage': { attempts: 15 }, brief: { attempts: 3 } } as const;
export type RetryPolicy = keyof typeof RetryPolicies;

/**
 * How long a completed job's result stays in Redis: `usual` (an hour, for a late reader and for the job id
 * to keep deduplicating), `briefly` (a minute: a large answer its one caller has already read, e.g. a PDF).
 */
export type ResultKeeping = 'usual' | 'briefly';

export interface JobDefinition<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  name: string;
  queue: QueueName;
  schema: P;
  result: R;
  retry: RetryPolicy;
  keepResult?: ResultKeeping;
}

/** The attempts a job gets, the last of which may report a final failure. */
export const attemptsOf = (job: Pick<JobDefinition, 'retry'>): number => RetryPolicies[job.retry].attempts;

/** Declares a job once, for both the producer and the processor. */
export function defineJob<P extends z.ZodType, R extends z.ZodType>(job: JobDefinition<P, R>): JobDefinition<P, R> {
  return job;
}

export type JobPayload<J extends JobDefinition> = z.infer<J['schema']>;
export type JobResult<J extends JobDefinition> = z.infer<J['result']>;
