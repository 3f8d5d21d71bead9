import { z } from 'zod';
import { ErrorCodes, ErrorEnvelope, fieldErrorsOf } from './errors';

describe('error envelope', () => {
  it('groups every failed message by dotted field path, "_" for the root', () => {
    const schema = z.object({ a: z.string().min(2, 'too short'), b: z.object({ c: z.number() }) });
    const error = schema.safeParse({ a: 'x', b: { c: 'no' } }).error!;
    const fields = fieldErrorsOf(error);
    expect(fields.a).toEqual(['too short']);
    expect(Object.keys(fields)).toEqual(['a', 'b.c']);
    expect(fieldErrorsOf(z.string().safeParse(1).error!)).toHaveProperty('_');
  });

  it('is the only error body shape', () => {
    expect(ErrorEnvelope.safeParse({ error: { code: 'ValidationFailed', message: 'Invalid input', fields: { a: ['x'] } } }).success).toBe(true);
    expect(ErrorEnvelope.safeParse({ message: 'oops' }).success).toBe(false);
  });

  it('declares each code once, in one context', () => {
    expect(new Set(ErrorCodes).size).toBe(ErrorCodes.length);
  });
});
