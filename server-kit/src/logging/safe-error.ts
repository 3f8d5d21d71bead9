/**
 * What an error may put in a log line, by allow-list. A driver's error also carries the statement's
 * parameters, its text, the failing row (`detail`, `where`) and the request: emails, phones and client
 * secrets. Those fields are dropped whatever library adds them, and values that still appear in a
 * message or stack (`invalid input syntax for type integer: "ada@example.com"`) are masked.
 */
const keptFields = ['code', 'errno', 'syscall', 'severity', 'routine', 'schema', 'table', 'column', 'constraint', 'dataType', 'status', 'statusCode', 'dependency'] as const;
/** Errors wrapping errors (`cause`, AggregateError's `errors`) go this deep. */
const maxDepth = 3;

const maskedValues: ReadonlyArray<[RegExp, string]> = [
  [/[^\s@"'`(),<>=:;]+@[^\s@"'`(),<>=:;]+\.[A-Za-z]{2,}/g, '[email]'],
  // Stripe object secrets and keys: pi_…_secret_…, seti_…, sk_live_…, whsec_…
  [/\b(?:pi|seti|pm|cs|sk|rk|whsec)_[A-Za-z0-9_]{6,}/g, '[secret]'],
  [/\+\d[\d\s().-]{6,}\d/g, '[phone]'],
];

export function maskValues(text: string): string {
  return maskedValues.reduce((masked, [pattern, mask]) => masked.replace(pattern, mask), text);
}

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  [field: string]: unknown;
}

/** pino's `err` serializer: the allow-listed fields of an error and of the errors it wraps. */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: maskValues(String(error)) };
  const source = error as Error & Record<string, unknown>;
  const safe: SafeError = { type: error.constructor?.name ?? error.name, message: maskValues(error.message) };
  if (error.stack) safe.stack = maskValues(error.stack);
  for (const field of keptFields) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = typeof value === 'string' ? maskValues(value) : value;
  }
  if (depth < maxDepth) {
    if (error.cause !== undefined) safe.cause = safeError(error.cause, depth + 1);
    if (error instanceof AggregateError) safe.errors = error.errors.map((inner: unknown) => safeError(inner, depth + 1));
  }
  return safe;
}
