import { idempotencyKeys } from './idempotency-key';

describe('idempotencyKeys', () => {
  it('reuses the key for the same values and makes a new one when they change', () => {
    let n = 0;
    const keyFor = idempotencyKeys(() => `key-${++n}`);
    expect(keyFor({ businessName: 'A' })).toBe('key-1');
    expect(keyFor({ businessName: 'A' })).toBe('key-1');
    expect(keyFor({ businessName: 'B' })).toBe('key-2');
    expect(keyFor({ businessName: 'A' })).toBe('key-3');
  });
});
