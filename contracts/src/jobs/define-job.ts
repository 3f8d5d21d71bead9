import { z } from 'zod';

/** BullMQ queues. `ai` is served by svc-ai-worker; `<context>-inbox` queues deliver results back to a service. */
export const QueueName = ['ai', 'intake-inbox', 'billing-inbox', 'admin-inbox'] as const;
export type QueueName = (typeof QueueName)[number];

export interface JobDefinition<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  name: string;
  queue: QueueName;
  schema: P;
  result: R;
}

/** Declares a job once, for both the producer and the processor. */
export function defineJob<P extends z.ZodType, R extends z.ZodType>(job: JobDefinition<P, R>): JobDefinition<P, R> {
  return job;
}

export type JobPayload<J extends JobDefinition> = z.infer<J['schema']>;
export type JobResult<J extends JobDefinition> = z.infer<J['result']>;
