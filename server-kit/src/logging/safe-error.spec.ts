import { maskValues, safeError } from './safe-error';

describe('safeError', () => {
  it('keeps only allow-listed fields, here and in the errors it wraps', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "orders_pkey"'), {
      code: '23505', constraint: 'orders_pkey', detail: 'Key (email)=(bo@shop.example) already exists.', where: "parameter $1 = 'bo'",
    });
    const wrapped = Object.assign(new Error('query failed', { cause: new AggregateError([driver]) }), {
      query: 'INSERT INTO orders (email, phone) VALUES ($1, $2)', parameters: ['bo@shop.example', '+1 (555) 010-2030'],
    });
    const safe = safeError(wrapped);
    expect(safe).toMatchObject({ type: 'Error', message: 'query failed' });
    expect(JSON.stringify(safe)).not.toMatch(/bo@shop|555|parameters|query"|detail|where/);
    expect((safe.cause as { errors: unknown[] }).errors).toEqual([expect.objectContaining({ code: '23505' })]);
  });

  it('masks emails, international phones and Stripe secrets that a message quotes', () => {
    expect(maskValues('for ada@example.com, +44 20 7946 0958, pi_3Qx_secret_Ab12cd and whsec_abcdef1 at 2026-11-24')).toBe(
      'for [email], [phone], [secret] and [secret] at 2026-11-24',
    );
  });

  it('describes a thrown value that is not an Error', () => {
    expect(safeError('lost bo@shop.example')).toEqual({ type: 'string', message: 'lost [email]' });
  });
});
