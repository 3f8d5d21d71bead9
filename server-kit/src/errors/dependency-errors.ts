/**
 * Recognises the errors that mean "a dependency is down or unreachable" (as opposed to a bug or a bad
 * query), whichever library raised them and however deeply they are wrapped, so the one error filter can
 * answer them 503 with Retry-After instead of 500.
 */
export interface DependencyFailure {
  dependency: 'postgres' | 'redis' | 'network';
  /** The underlying message or code, for the log line (never shown to the client). */
  reason: string;
}

/** Thrown by our own code when it knows a dependency is down before asking it (e.g. a connection still reconnecting). */
export class DependencyUnavailable extends Error {
  constructor(
    readonly dependency: DependencyFailure['dependency'],
    reason: string,
    options?: ErrorOptions,
  ) {
    super(`${dependency} is unavailable: ${reason}`, options);
    this.name = 'DependencyUnavailable';
  }
}

// Socket errors from Node: the peer refused, reset, or could not be reached or resolved.
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENOTFOUND', 'EAI_AGAIN']);

// SQLSTATEs of a server that is going away or cannot take us: class 08 (connection exception) is matched
// by prefix; 57P01-57P03 admin/crash shutdown and "cannot connect now" (starting up); 53300 too many connections.
const postgresCodes = new Set(['57P01', '57P02', '57P03', '53300']);

// The messages pg and pg-pool raise themselves (no code) when a connection fails, dies or stops answering.
const postgresMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

// What ioredis rejects a command with while it has no usable connection (offline queue off, command or
// retry limit reached, connection closed); MaxRetriesPerRequestError is matched by name.
const redisMessages = [
  "Stream isn't writeable and enableOfflineQueue options is false",
  'Command timed out',
  'Connection is closed.',
  'Reached the max retries per request limit',
  'Socket timeout. Expecting data',
];

/** The dependency failure inside `error` (its causes, an AggregateError's errors), if any. */
export function dependencyFailureOf(error: unknown, depth = 0): DependencyFailure | undefined {
  if (typeof error !== 'object' || error === null || depth > 5) return undefined;
  const e = error as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const message = typeof e.message === 'string' ? e.message : '';
  const code = typeof e.code === 'string' ? e.code : '';
  if (error instanceof DependencyUnavailable) return { dependency: error.dependency, reason: message };
  if (e.name === 'MaxRetriesPerRequestError' || redisMessages.some((m) => message.startsWith(m))) return { dependency: 'redis', reason: message };
  if (/^08[0-9A-Z]{3}$/.test(code) || postgresCodes.has(code) || postgresMessages.some((m) => message.startsWith(m))) {
    return { dependency: 'postgres', reason: code ? `${code} ${message}` : message };
  }
  const nested = [e.cause, ...(Array.isArray(e.errors) ? e.errors : [])];
  for (const inner of nested) {
    const found = dependencyFailureOf(inner, depth + 1);
    if (found) return found;
  }
  if (networkCodes.has(code)) return { dependency: 'network', reason: message || code };
  return undefined;
}
