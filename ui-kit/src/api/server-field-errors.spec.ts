import { showServerFieldErrors } from './server-field-errors';

const refusal = (fields: Record<string, string[]>) => new Error(`400: ${JSON.stringify({ error: { code: 'ValidationFailed', message: 'Validation failed', fields } })}`);

describe('showServerFieldErrors', () => {
  it("puts each named field's first message under it, and leaves the other fields and other failures alone", () => {
    const shown: Array<[string, string]> = [];
    const onError = showServerFieldErrors<'password' | 'email'>((field, { message }) => shown.push([field, message]), ['password', 'email']);
    onError(refusal({ password: ['Too common', 'Too short'], businessName: ['Not this one'] }));
    expect(shown).toEqual([['password', 'Too common']]);
    onError(new Error('503: down'));
    expect(shown).toHaveLength(1);
  });
});
