import type { JobDefinition, JobPayload, JobResult, QueueName } from '@biz/contracts';
import { Queue, QueueEvents, type Job, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { once } from 'node:events';
import { DependencyUnavailable } from '../errors/dependency-errors';
import { REDIS_DEADLINES_MS } from '../redis/redis-deadlines';
import { defaultJobOptions, jobOptionsFor } from './job-defaults';
import { JobFailed, JobPayloadInvalid, JobResultInvalid, JobTimedOut } from './job-errors';
import { createQueueConnection, DefaultQueuePrefix } from './queue-connection';
import { queueTelemetry } from '../tracing/tracing';

export interface JobProducerOptions {
  redisUrl: string;
  /** Key prefix shared with the worker (env QUEUE_PREFIX). */
  prefix?: string;
}

export interface EnqueueOptions {
  /**
   * Deterministic id: enqueueing the same id twice runs the job once. Must not contain ':'. A job that
   * failed keeps its id until `removeOnFail` expires it, so a deliberate retry needs a new id.
   */
  jobId: string;
  /**
   * The payload holds a secret (a one-time link) that dies then: the job is removed the moment it completes,
   * and a failed one once the secret has expired, instead of being kept for the usual hour or week.
   */
  secretUntil?: Date;
  /** Runs the job no sooner than this many milliseconds from now (a reminder); `cancel` drops it meanwhile. */
  delayMs?: number;
}

/** Retention for a job whose payload holds a secret living until `until`. */
const secretRetention = (until: Date): JobsOptions => ({
  removeOnComplete: true,
  removeOnFail: { age: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)) },
});

export interface EnqueueAndWaitOptions {
  timeoutMs: number;
  jobId?: string;
}

export interface JobProducer {
  /** Validates the payload with the job's schema and adds the job (fire and forget). */
  enqueue<J extends JobDefinition>(job: J, payload: JobPayload<J>, options: EnqueueOptions): Promise<string>;
  /** Adds the job and waits for the worker's answer, validated with the job's result schema. */
  enqueueAndWait<J extends JobDefinition>(job: J, payload: JobPayload<J>, options: EnqueueAndWaitOptions): Promise<JobResult<J>>;
  /** Drops the job of this id if no worker took it yet (a delayed reminder of a call that moved); true when it did. */
  cancel(job: JobDefinition, jobId: string): Promise<boolean>;
  close(): Promise<void>;
}

const timedOutMessage = 'timed out before finishing';

function checkJobId(jobId: string | undefined): void {
  // BullMQ rejects most ids with ':' deep inside add(); say so up front with the offending id.
  if (jobId !== undefined && (jobId.length === 0 || jobId.includes(':'))) {
    throw new Error(`Invalid jobId "${jobId}": it must be non-empty and must not contain ':'`);
  }
}

/** The producer side of the queues: one Queue per queue name and, for awaited jobs, one QueueEvents. */
export function createJobProducer(options: JobProducerOptions): JobProducer {
  const prefix = options.prefix ?? DefaultQueuePrefix;
  const connection = createQueueConnection(options.redisUrl, 'producer');
  // Every request enqueueing while Redis reconnects waits on it for a moment (see connected()).
  connection.setMaxListeners(0);
  const queues = new Map<QueueName, Queue>();
  const events = new Map<QueueName, { queueEvents: QueueEvents; connection: Redis }>();

  function queueFor(name: QueueName): Queue {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection, prefix, defaultJobOptions, telemetry: queueTelemetry() });
      // Many concurrent waits each add a listener; the default cap of 10 would warn about a leak.
      queue.setMaxListeners(0);
      queue.on('error', () => undefined); // surfaced by the awaiting call instead
      queues.set(name, queue);
    }
    return queue;
  }

  function eventsFor(name: QueueName): QueueEvents {
    let entry = events.get(name);
    if (!entry) {
      // QueueEvents blocks on XREAD, so it gets a connection of its own that retries forever.
      const eventsConnection = createQueueConnection(options.redisUrl, 'worker');
      const queueEvents = new QueueEvents(name, { connection: eventsConnection, prefix });
      queueEvents.setMaxListeners(0);
      queueEvents.on('error', () => undefined);
      entry = { queueEvents, connection: eventsConnection };
      events.set(name, entry);
    }
    return entry.queueEvents;
  }

  async function add<J extends JobDefinition>(job: J, payload: JobPayload<J>, jobId: string | undefined, retention: JobsOptions = {}): Promise<Job> {
    const parsed = job.schema.safeParse(payload);
    if (!parsed.success) throw new JobPayloadInvalid(job.name, parsed.error);
    checkJobId(jobId);
    await connected();
    const queue = queueFor(job.queue);
    try {
      return await queue.add(job.name, parsed.data, { ...jobOptionsFor(job), ...retention, ...(jobId === undefined ? {} : { jobId }) });
    } catch (error) {
      await forgetIfBroken(job.queue, queue);
      throw error;
    }
  }

  /**
   * Waits for the connection (it is still connecting right after start) for no longer than a command may
   * take: while Redis is down, a Queue would wait for its return before adding, and the caller is better
   * served by a fast failure.
   */
  async function connected(): Promise<void> {
    if (connection.status === 'ready') return;
    try {
      await once(connection, 'ready', { signal: AbortSignal.timeout(REDIS_DEADLINES_MS.command) });
    } catch (error) {
      throw new DependencyUnavailable('redis', `queue connection is ${connection.status}`, { cause: error });
    }
  }

  /**
   * A Queue whose first commands failed (Redis went away as it was made) stays rejected for good: forget it,
   * so the next job gets a new one once Redis is back.
   */
  async function forgetIfBroken(name: QueueName, queue: Queue): Promise<void> {
    const broken = await queue.waitUntilReady().then(() => false, () => true);
    if (!broken || queues.get(name) !== queue) return;
    queues.delete(name);
    await queue.close().catch(() => undefined);
  }

  /** Times out `step` after `ms`, for the waits BullMQ would otherwise prolong until Redis is back. */
  async function within<T>(step: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([step, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(onTimeout()), ms)))]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A request nobody waits for any more should not be worked on later: drop it if no worker took it yet. */
  async function dropIfUnstarted(added: Job): Promise<void> {
    try {
      const state = await added.getState();
      if (state === 'waiting' || state === 'delayed' || state === 'prioritized') await added.remove();
    } catch {
      // A worker took it in between: it finishes and expires with the retention settings.
    }
  }

  return {
    async enqueue(job, payload, { jobId, secretUntil, delayMs }) {
      const added = await add(job, payload, jobId, { ...(secretUntil ? secretRetention(secretUntil) : {}), ...(delayMs && delayMs > 0 ? { delay: delayMs } : {}) });
      return added.id ?? jobId;
    },

    async cancel(job, jobId) {
      checkJobId(jobId);
      await connected();
      const found = await queueFor(job.queue).getJob(jobId);
      if (!found) return false;
      const state = await found.getState();
      if (state !== 'waiting' && state !== 'delayed' && state !== 'prioritized') return false;
      // A worker may take it in between: its job is locked, and the handler's own checks see the change.
      return found.remove().then(() => true, () => false);
    },

    async enqueueAndWait(job, payload, { timeoutMs, jobId }) {
      const deadline = Date.now() + timeoutMs;
      const queueEvents = eventsFor(job.queue);
      // Listen before adding, so a fast worker's completion event cannot be missed. Its connection retries
      // forever, so while Redis is down this would wait for its return: the caller's deadline bounds it.
      await within(queueEvents.waitUntilReady(), timeoutMs, () => new JobTimedOut(job.name, timeoutMs));
      const added = await add(job, payload, jobId);
      let answer: unknown;
      try {
        answer = await added.waitUntilFinished(queueEvents, Math.max(1, deadline - Date.now()));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (message.includes(timedOutMessage)) {
          await dropIfUnstarted(added);
          throw new JobTimedOut(job.name, timeoutMs);
        }
        throw new JobFailed(job.name, message, { cause: error });
      }
      const result = job.result.safeParse(answer);
      if (!result.success) throw new JobResultInvalid(job.name, result.error);
      return result.data as JobResult<typeof job>;
    },

    async close() {
      await Promise.all([...events.values()].map((e) => e.queueEvents.close()));
      await Promise.all([...queues.values()].map((q) => q.close()));
      await Promise.all([connection, ...[...events.values()].map((e) => e.connection)].map((c) => c.quit().catch(() => c.disconnect())));
      queues.clear();
      events.clear();
    },
  };
}
