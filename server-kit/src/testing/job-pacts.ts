import type { JobDefinition } from '@biz/contracts';
import { PACT_DIR, pactFilesFor } from '@biz/contracts/testing';
import { asynchronousBodyHandler, MessageConsumerPact, MessageProviderPact } from '@pact-foundation/pact';
import { randomUUID } from 'node:crypto';
import { runJob, type JobHandler } from '../queue/job-worker';
import { queuedJobs } from './queued-jobs';

// `@biz/server-kit/testing/pact`: the jobs on BullMQ queues are messages between contexts, and each edge is
// pinned as Pact messages. The consumer's pact names the payloads it handles (with matchers) and proves it by
// running its real handler on the example; the producer's verification reads back from Redis the job its real
// code put on the queue and matches it against that pact. Kept apart from `testing` so only Pact specs load Pact.

export interface JobEdge {
  /** The process that handles the job (the worker for `ai`, a service for its inbox). */
  consumer: string;
  /** The process that puts it on the queue. */
  provider: string;
}

/** The consumer's side: a job it expects from the provider, verified by `handle` (its real handler) on the example. */
export function expectJob(edge: JobEdge, description: string, job: JobDefinition, content: unknown, handle: (payload: unknown) => Promise<unknown>): Promise<unknown> {
  return new MessageConsumerPact({ ...edge, dir: PACT_DIR, logLevel: 'warn' })
    .expectsToReceive(description)
    .withContent(content)
    .withMetadata({ queue: job.queue, job: job.name })
    .verify(asynchronousBodyHandler(handle));
}

/** `job`'s handler among a consumer's, run as its worker runs it (the contract's checks included): a pact's verifier. */
export function runnerOf(handlers: JobHandler[], job: JobDefinition): (payload: unknown) => Promise<unknown> {
  const handler = handlers.find((candidate) => candidate.job === job);
  if (!handler) throw new Error(`no handler for ${job.name}`);
  return (payload) => runJob(handler, payload, { jobId: `pact-${randomUUID()}`, attempt: 1 });
}

/** A job as the verifier reads it: the payload, with the queue and job name it travelled under. */
export interface QueuedJobMessage {
  __pactMessageMetadata: { queue: string; job: string };
  message: unknown;
}

/** The newest `job` its producer put on the queue of a stack (its prefix), as the consumer would receive it. */
export async function lastQueued(redisUrl: string, prefix: string, job: JobDefinition): Promise<QueuedJobMessage> {
  const [newest] = await queuedJobs(redisUrl, prefix, job);
  if (!newest) throw new Error(`no ${job.name} job on ${prefix}:${job.queue}`);
  return { __pactMessageMetadata: { queue: job.queue, job: job.name }, message: newest.data };
}

/** The provider's side: every job pact naming it, each description's message made by its real code. */
export async function verifyJobs(provider: string, messages: Record<string, () => Promise<QueuedJobMessage>>): Promise<string[]> {
  const pactUrls = pactFilesFor(provider, 'message');
  await new MessageProviderPact({ provider, pactUrls, messageProviders: messages, logLevel: 'warn' }).verify();
  return pactUrls;
}
