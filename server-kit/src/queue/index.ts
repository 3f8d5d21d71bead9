// Public surface of the queue helpers (Nest's module for the producer is in the package root), re-exported
// once by server-kit's without-nest entry.
export { createQueueConnection, DefaultQueuePrefix, type QueueConnectionRole } from './queue-connection';
export { cappedExponentialBackoff, defaultJobOptions, jobOptionsFor, type JobBackoff } from './job-defaults';
export { JobFailed, JobPayloadInvalid, JobResultInvalid, JobTimedOut } from './job-errors';
export { declaredJobs } from './declared-jobs';
export { createJobProducer, type EnqueueAndWaitOptions, type EnqueueOptions, type JobProducer, type JobProducerOptions } from './job-producer';
export {
  handlerFor,
  runJob,
  startWorker,
  type JobContext,
  type JobHandler,
  type RunningWorker,
  type StartWorkerOptions,
  type WorkerLogger,
} from './job-worker';
export { Inbox, INBOX_OPTIONS, type InboxOptions } from './inbox';
export { EmailSweep, resendRoundJobId, startEmailSweep } from './email-sweep';
