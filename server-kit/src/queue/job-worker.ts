import type { JobDefinition, JobPayload, JobResult, QueueName } from '@biz/contracts';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { z } from 'zod';
import { dependencyFailureOf } from '../errors/dependency-errors';
import { jobDuration, jobsFinished, reportQueueDepth } from '../metrics/process-metrics';
import { declaredJobs } from './declared-jobs';
import { cappedExponentialBackoff, type JobBackoff } from './job-defaults';
import { createQueueConnection, DefaultQueuePrefix } from './queue-connection';
import { queueTelemetry } from '../tracing/tracing';

export interface JobContext {
  jobId: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
}

export interface JobHandler<J extends JobDefinition = JobDefinition> {
  job: J;
  handle(payload: JobPayload<J>, context: JobContext): Promise<JobResult<J>>;
}

/** Pairs a job with its processor; the types tie the handler to the job's payload and result. */
export function handlerFor<J extends JobDefinition>(job: J, handle: JobHandler<J>['handle']): JobHandler<J> {
  return { job, handle };
}

/** The slice of a pino logger the worker writes to. */
export interface WorkerLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface StartWorkerOptions {
  redisUrl: string;
  prefix?: string;
  concurrency?: number;
  logger?: WorkerLogger;
  /** The jobs that must have a handler; defaults to every job contracts declares for the queue. */
  declaredJobs?: JobDefinition[];
  /**
   * How long a job stays locked to this worker without a heartbeat (BullMQ lockDuration, default 30 s); the
   * stalled-job check runs as often, so a job of a killed worker is taken over within about twice this.
   */
  lockDurationMs?: number;
  /** The delays between a failed job's attempts (JOB_BACKOFF_BASE_MS, JOB_BACKOFF_CAP_MS). */
  backoff: JobBackoff;
}

export interface RunningWorker {
  readonly queue: QueueName;
  isRunning(): boolean;
  /** Stops taking jobs, lets the active ones finish, then releases Redis. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * One run of a job as the worker makes it: the payload checked against the job's contract, the handler, its
 * result checked too. A malformed payload or result fails the job for good, since retrying cannot help.
 */
export async function runJob(handler: JobHandler, data: unknown, context: JobContext): Promise<unknown> {
  const { job } = handler;
  const payload = job.schema.safeParse(data);
  if (!payload.success) throw new UnrecoverableError(`Invalid payload for ${job.name}: ${z.prettifyError(payload.error)}`);
  const checked = job.result.safeParse(await handler.handle(payload.data, context));
  if (!checked.success) throw new UnrecoverableError(`Invalid result for ${job.name}: ${z.prettifyError(checked.error)}`);
  return checked.data;
}

function checkHandlers(queue: QueueName, handlers: JobHandler[], declared: JobDefinition[]): void {
  const problems: string[] = [];
  const names = new Set<string>();
  for (const { job } of handlers) {
    if (job.queue !== queue) problems.push(`handler for ${job.name} belongs to queue ${job.queue}, not ${queue}`);
    if (names.has(job.name)) problems.push(`two handlers for ${job.name}`);
    names.add(job.name);
  }
  for (const job of declared) {
    if (!names.has(job.name)) problems.push(`no handler for ${job.name}`);
  }
  if (problems.length) throw new Error(`Worker for queue ${queue} refuses to start: ${problems.join('; ')}`);
}

/** Runs the handlers for one queue. Throws before touching Redis when a declared job has no handler. */
export function startWorker(queue: QueueName, handlers: JobHandler[], options: StartWorkerOptions): RunningWorker {
  checkHandlers(queue, handlers, options.declaredJobs ?? declaredJobs(queue));
  const byName = new Map(handlers.map((h) => [h.job.name, h]));
  const connection = createQueueConnection(options.redisUrl, 'worker');

  const worker = new Worker(
    queue,
    async (job) => {
      const handler = byName.get(job.name);
      // Retrying cannot help with an unknown job: fail it at once.
      if (!handler) throw new UnrecoverableError(`No handler for job ${job.name}`);
      return runJob(handler, job.data, { jobId: job.id ?? '', attempt: job.attemptsMade + 1 });
    },
    {
      connection,
      prefix: options.prefix ?? DefaultQueuePrefix,
      concurrency: options.concurrency ?? 4,
      telemetry: queueTelemetry(),
      settings: { backoffStrategy: cappedExponentialBackoff(options.backoff) },
      ...(options.lockDurationMs ? { lockDuration: options.lockDurationMs, stalledInterval: options.lockDurationMs } : {}),
    },
  );

  const logger = options.logger;
  // Without an 'error' listener a Redis hiccup would be an unhandled 'error' event and kill the process.
  // BullMQ keeps polling through an outage and reports each failed attempt: one line when Redis is lost and
  // one when it is back say the same without flooding the log.
  let redisLost = false;
  worker.on('error', (err) => {
    if (!dependencyFailureOf(err)) return logger?.error({ err, queue }, 'worker error');
    if (!redisLost) logger?.error({ err, queue }, 'worker lost Redis; retrying until it is back');
    redisLost = true;
  });
  connection.on('ready', () => {
    if (redisLost) logger?.info({ queue }, 'worker reconnected to Redis');
    redisLost = false;
  });
  worker.on('failed', (job, err) => {
    logger?.error({ err, queue, jobId: job?.id, jobName: job?.name }, 'job failed');
    if (job) countRun(job, 'failed');
  });
  worker.on('completed', (job) => {
    logger?.info({ queue, jobId: job.id, jobName: job.name }, 'job completed');
    countRun(job, 'completed');
  });
  const countRun = (job: Job, outcome: 'completed' | 'failed') => {
    const labels = { queue, job: byName.has(job.name) ? job.name : 'unknown', outcome };
    jobsFinished.inc(labels);
    if (job.processedOn) jobDuration.observe(labels, ((job.finishedOn ?? Date.now()) - job.processedOn) / 1000);
  };
  // The depth of the queue this process works on, read from Redis at each scrape of /metrics.
  const depth = new Queue(queue, { connection, prefix: options.prefix ?? DefaultQueuePrefix });
  depth.on('error', () => undefined); // the worker's own listener above reports a lost Redis
  const stopReporting = reportQueueDepth(queue, () => depth.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'failed', 'completed'));

  let closing: Promise<void> | undefined;
  return {
    queue,
    isRunning: () => closing === undefined && worker.isRunning(),
    close() {
      closing ??= (async () => {
        stopReporting();
        await depth.close();
        if (connection.status === 'ready') {
          await worker.close();
          await connection.quit().catch(() => connection.disconnect());
        } else {
          // Redis is unreachable, so no job can finish anyway; waiting would hang until Redis returns.
          connection.disconnect();
          await worker.close(true);
        }
      })();
      return closing;
    },
  };
}
