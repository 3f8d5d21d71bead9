import type { JobsOptions } from 'bullmq';

/**
 * The one place for job options. Retention is bounded by age and count, never `true`: removing a job the
 * moment it completes races `waitUntilFinished` ("Missing key for job", STACK-NOTES).
 */
export const defaultJobOptions: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 60 * 60, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 60 * 60, count: 5_000 },
};
