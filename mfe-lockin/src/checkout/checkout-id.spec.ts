import { memoryStorage } from '../sprint/memory-storage.fixture';
import { checkoutIdFor, forgetCheckoutIds } from './checkout-id';

describe('checkout ids', () => {
  it('keeps one id per package for the tab, so a reload reuses the same order', () => {
    const storage = memoryStorage();
    let n = 0;
    const newId = () => `id-${++n}`;
    expect(checkoutIdFor('growth', () => storage, newId)).toBe('id-1');
    expect(checkoutIdFor('growth', () => storage, newId)).toBe('id-1');
    expect(checkoutIdFor('starter', () => storage, newId)).toBe('id-2');
  });

  it('starts a new checkout after a payment', () => {
    const storage = memoryStorage();
    const first = checkoutIdFor('starter', () => storage);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    forgetCheckoutIds(() => storage);
    expect(checkoutIdFor('starter', () => storage)).not.toBe(first);
  });

  it('still gives an id when the browser blocks storage', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(checkoutIdFor('growth', blocked, () => 'fresh')).toBe('fresh');
    expect(() => forgetCheckoutIds(blocked)).not.toThrow();
  });
});
