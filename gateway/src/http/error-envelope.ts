import type { ErrorEnvelope } from '@biz/contracts';

/** The one error envelope of the house, serialised. */
export function errorBody(code: string, message: string): string {
  const body: ErrorEnvelope = { error: { code, message } };
  return JSON.stringify(body);
}
