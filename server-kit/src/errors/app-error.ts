import { CommonErrorCode, DomainErrors, type DomainErrorCode, type ErrorCode, type FieldErrors } from '@biz/contracts';

/**
 * An error a context throws on purpose: it carries the HTTP status and the envelope code, so the one
 * filter can answer it as is. Contexts subclass `DomainError` for their own codes.
 */
export class AppError extends Error {
  /** Seconds for a `Retry-After` header, when the caller may try again later (a rate limit). */
  readonly retryAfterSeconds?: number;
  /** What the error offers beyond its message (the envelope's `details`, typed in contracts by its code). */
  readonly details?: Record<string, unknown>;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * A context's own refusal (`class SlotTaken extends DomainError`, or one line with `domainError`): answered with the status contracts declares
 * for its code (`DomainErrors`), by the endpoints that list the code in their `refuses`.
 */
export class DomainError extends AppError {
  constructor(code: DomainErrorCode, message: string) {
    super(DomainErrors[code].status, code, message);
  }
}

/**
 * The base of a context's refusal, built from its code and its message (or the words its constructor's
 * arguments make): `export class PlanNotReady extends domainError('PlanNotReady', ServerMessage.planNotReady) {}`.
 * The one-line class keeps its own name, type and `instanceof`; the status is the code's, as for `DomainError`.
 */
export function domainError<Args extends unknown[] = []>(code: DomainErrorCode, message: string | ((...args: Args) => string)) {
  return class extends DomainError {
    constructor(...args: Args) {
      super(code, typeof message === 'string' ? message : message(...args));
    }
  };
}

export const VALIDATION_FAILED_MESSAGE = 'Validation failed';

/** 400 with the field errors of a failed contracts parse. */
export class ValidationFailed extends AppError {
  constructor(fields: FieldErrors, message = VALIDATION_FAILED_MESSAGE) {
    super(400, CommonErrorCode.ValidationFailed, message, fields);
  }
}
