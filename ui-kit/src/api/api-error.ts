import { ErrorEnvelope, isErrorCode, type ErrorCode, type FieldErrors } from '@biz/contracts';

/** A failed call as a screen branches on it: the status, the declared code, the server's message and its field messages. */
export interface ApiError {
  status: number;
  code?: ErrorCode;
  message?: string;
  /** A 400 `ValidationFailed`'s messages by field, for a form to show under its own fields. */
  fields?: FieldErrors;
}

/** Reads "<status>: <body text>" (SPEC §8); a body that is no error envelope leaves code and message unset. */
export function apiErrorOf(error: unknown): ApiError {
  const text = error instanceof Error ? error.message : '';
  const match = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (!match) return { status: 0 };
  const status = Number(match[1]);
  let body: ErrorEnvelope['error'];
  try {
    body = ErrorEnvelope.parse(JSON.parse(match[2])).error;
  } catch {
    return { status };
  }
  return { status, code: isErrorCode(body.code) ? body.code : undefined, message: body.message, ...(body.fields ? { fields: body.fields } : {}) };
}
