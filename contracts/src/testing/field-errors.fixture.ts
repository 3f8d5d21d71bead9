import type { z } from 'zod';
import { fieldErrorsOf, type FieldErrors } from '../errors';

/** The field → messages map a failed parse produces (what a 400 answer carries); {} when it parses. */
export function fieldErrors(schema: z.ZodType, input: unknown): FieldErrors {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}
