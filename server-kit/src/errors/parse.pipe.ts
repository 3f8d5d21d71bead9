import type { PipeTransform } from '@nestjs/common';
import { fieldErrorsOf } from '@biz/contracts';
import type { z } from 'zod';
import { ValidationFailed } from './app-error';

/**
 * A pipe that parses `@Body()`, `@Query()` or `@Param()` with a contracts schema: the handler gets the
 * parsed (typed, trimmed, defaulted) value; a failure is a 400 `ValidationFailed` with the field messages.
 */
export function parse<S extends z.ZodType>(schema: S): PipeTransform<unknown, z.infer<S>> {
  return {
    transform(value: unknown): z.infer<S> {
      const result = schema.safeParse(value);
      if (!result.success) throw new ValidationFailed(fieldErrorsOf(result.error));
      return result.data;
    },
  };
}
