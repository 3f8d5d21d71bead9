/** The header that carries a request's id from the gateway to the services, and back to the caller. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is kept only when it is short and plain: it goes into every log line and span. */
export function isAcceptableRequestId(id: unknown): id is string {
  return typeof id === 'string' && /^[\w.:-]{1,128}$/.test(id);
}
