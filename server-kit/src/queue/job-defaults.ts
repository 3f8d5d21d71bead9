import { attemptsOf, type JobDefinition } from '@biz/contracts';
import type { BackoffStrategy, JobsOptions } from 'bullmq';

/**
 * The one place for job options. Retention is bounded by age and count, never `true`: removing a job the
 * moment it completes races `waitUntilFinished` ("Missing key for job", STACK-NOTES).
 */
export const defaultJobOptions: JobsOptions = {
  removeOnComplete: { age: 60 * 60, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 60 * 60, count: 5_000 },
};

/** The backoff every job uses; its delays are the worker's (`cappedExponentialBackoff`). */
const CAPPED_EXPONENTIAL = 'capped-exponential';

/** A result its one caller has read at once, and large (a PDF): gone within a minute. */
const keptBriefly: JobsOptions = { removeOnComplete: { age: 60, count: 100 } };

/** A job's attempts, from the retry policy it is declared with (contracts' `RetryPolicies`), and how long its result stays. */
export const jobOptionsFor = (job: Pick<JobDefinition, 'retry' | 'keepResult'>): JobsOptions => ({
  attempts: attemptsOf(job),
  backoff: { type: CAPPED_EXPONENTIAL },
  ...(job.keepResult === 'briefly' ? keptBriefly : {}),
});

/** The delays between attempts, set per worker process: `baseMs` doubling, never more than `capMs`. */
export interface JobBackoff {
  baseMs: number;
  capMs: number;
}

export function cappedExponentialBackoff({ baseMs, capMs }: JobBackoff): BackoffStrategy {
  return (attemptsMade, type) => {
    if (type !== CAPPED_EXPONENTIAL) throw new Error(`Unknown backoff ${type}`);
    return Math.min(capMs, baseMs * 2 ** Math.max(0, attemptsMade - 1));
  };
}
