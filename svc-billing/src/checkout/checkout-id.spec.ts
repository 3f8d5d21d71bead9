import { z } from 'zod';
import { checkoutIdOf } from './checkout-id';

describe('checkoutIdOf', () => {
  it('is a stable, valid UUIDv8 that differs from the key and from other keys', () => {
    const key = '6f1c2a8e-4b7d-4c1e-9a3f-2d5e8b0c7a91';
    const id = checkoutIdOf(key);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(checkoutIdOf(key)).toBe(id);
    expect(id).not.toBe(key);
    expect(checkoutIdOf('6f1c2a8e-4b7d-4c1e-9a3f-2d5e8b0c7a92')).not.toBe(id);
  });
});
