import { fieldErrorsOf, type FieldErrors } from '@biz/contracts';
import type { z } from 'zod';

/** A payload that does not match its job's schema: the caller's bug, so nothing reaches Redis. */
export class JobPayloadInvalid extends Error {
  readonly code = 'JobPayloadInvalid';
  readonly fields: FieldErrors;
  constructor(jobName: string, error: z.ZodError) {
    super(`Payload of job ${jobName} is invalid`);
    this.name = 'JobPayloadInvalid';
    this.fields = fieldErrorsOf(error);
  }
}

/** The worker answered with something its job's result schema rejects. */
export class JobResultInvalid extends Error {
  readonly code = 'JobResultInvalid';
  readonly fields: FieldErrors;
  constructor(jobName: string, error: z.ZodError) {
    super(`Result of job ${jobName} is invalid`);
    this.name = 'JobResultInvalid';
    this.fields = fieldErrorsOf(error);
  }
}

/** No answer in time: the caller falls back (e.g. intake answers from its catalog engine). */
export class JobTimedOut extends Error {
  readonly code = 'JobTimedOut';
  constructor(jobName: string, timeoutMs: number) {
    super(`Job ${jobName} got no answer within ${timeoutMs} ms`);
    this.name = 'JobTimedOut';
  }
}

/** The worker ran the job and it failed for good (every attempt used, or unrecoverable). */
export class JobFailed extends Error {
  readonly code = 'JobFailed';
  constructor(jobName: string, reason: string, options?: ErrorOptions) {
    super(`Job ${jobName} failed: ${reason}`, options);
    this.name = 'JobFailed';
  }
}
