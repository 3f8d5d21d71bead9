import { fieldErrorsOf } from '@biz/contracts';
import type { z } from 'zod';
import { ValidationFailed } from './app-error';

/**
 * The value parsed with a contracts schema (typed, trimmed, defaulted), or a 400 `ValidationFailed`
 * carrying each bad field's message.
 */
export function parseOrFail<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationFailed(fieldErrorsOf(result.error));
  return result.data;
}
