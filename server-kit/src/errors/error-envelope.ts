import { HttpException } from '@nestjs/common';
import { CommonErrorCode, fieldErrorsOf, RETRY_AFTER_SECONDS, type ErrorCode, type ErrorEnvelope } from '@biz/contracts';
import { ZodError } from 'zod';
import { AppError, VALIDATION_FAILED_MESSAGE } from './app-error';
import { dependencyFailureOf, type DependencyFailure } from './dependency-errors';

export interface MappedError {
  status: number;
  body: ErrorEnvelope;
  /** True when the error is a fault of ours: log it with its stack, never show it. */
  unexpected: boolean;
  /** Seconds for the `Retry-After` header: set on every 503 and 429, so a client knows when to come back. */
  retryAfterSeconds?: number;
  /** Set when Postgres, Redis or another peer is down: the log names it, the client only sees the 503. */
  dependency?: DependencyFailure;
}

export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

const codeByStatus: Record<number, CommonErrorCode> = {
  400: CommonErrorCode.BadRequest,
  401: CommonErrorCode.Unauthorized,
  403: CommonErrorCode.Forbidden,
  404: CommonErrorCode.NotFound,
  405: CommonErrorCode.MethodNotAllowed,
  413: CommonErrorCode.PayloadTooLarge,
  429: CommonErrorCode.RateLimited,
  503: CommonErrorCode.ServiceUnavailable,
};

/** Fastify's body-parsing errors: the client sent a body we cannot read, which is a 400 like bad fields. */
const bodyErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but Content-Type is application/json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Request body must be JSON (Content-Type: application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match Content-Length',
};

/** Maps anything thrown while handling a request to its status and `{ error: { code, message, fields? } }`. */
export function toErrorEnvelope(exception: unknown): MappedError {
  const mapped = mapError(exception);
  return mapped.status === 503 ? { ...mapped, retryAfterSeconds: RETRY_AFTER_SECONDS } : mapped;
}

function mapError(exception: unknown): MappedError {
  if (exception instanceof AppError) {
    const mapped = withDetails(envelope(exception.status, exception.code, exception.message, exception.fields, exception.status >= 500 && exception.status !== 503), exception.details);
    return exception.retryAfterSeconds === undefined ? mapped : { ...mapped, retryAfterSeconds: exception.retryAfterSeconds };
  }
  if (exception instanceof ZodError) {
    return envelope(400, CommonErrorCode.ValidationFailed, VALIDATION_FAILED_MESSAGE, fieldErrorsOf(exception));
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const bodyMessage = bodyErrorMessage(exception);
    if (bodyMessage) return envelope(400, CommonErrorCode.ValidationFailed, bodyMessage);
    if (status >= 500) {
      return envelope(status, codeByStatus[status] ?? CommonErrorCode.Internal, status === 503 ? SERVICE_UNAVAILABLE_MESSAGE : 'Internal server error', undefined, true);
    }
    return envelope(status, codeByStatus[status] ?? CommonErrorCode.BadRequest, httpMessage(exception));
  }
  const dependency = dependencyFailureOf(exception);
  if (dependency) return { ...envelope(503, CommonErrorCode.ServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE), dependency };
  return envelope(500, CommonErrorCode.Internal, 'Internal server error', undefined, true);
}

function envelope(status: number, code: ErrorCode, message: string, fields?: ErrorEnvelope['error']['fields'], unexpected = false): MappedError {
  return { status, body: { error: fields ? { code, message, fields } : { code, message } }, unexpected };
}

function withDetails(mapped: MappedError, details: Record<string, unknown> | undefined): MappedError {
  return details ? { ...mapped, body: { error: { ...mapped.body.error, details } } } : mapped;
}

function bodyErrorMessage(exception: HttpException): string | undefined {
  const cause = exception.cause as { code?: unknown } | undefined;
  return typeof cause?.code === 'string' ? bodyErrorMessages[cause.code] : undefined;
}

/** Nest's exceptions carry either a string or `{ message: string | string[] }`. */
function httpMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.join('; ');
  return exception.message;
}
