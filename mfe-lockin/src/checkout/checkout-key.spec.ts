import { memoryStorage } from '../sprint/memory-storage.fixture';
import { checkoutKeyFor, paidCheckoutSecret, settleCheckout } from './checkout-key';

describe('checkout keys', () => {
  it('keeps one key per package for the tab, so a reload reuses the same order', () => {
    const storage = memoryStorage();
    let n = 0;
    const newKey = () => `id-${++n}`;
    expect(checkoutKeyFor('growth', () => storage, newKey)).toBe('id-1');
    expect(checkoutKeyFor('growth', () => storage, newKey)).toBe('id-1');
    expect(checkoutKeyFor('starter', () => storage, newKey)).toBe('id-2');
  });

  it('starts a new checkout after a payment', () => {
    const storage = memoryStorage();
    const first = checkoutKeyFor('starter', () => storage);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    settleCheckout('pi_test_1_secret_2', () => storage);
    expect(checkoutKeyFor('starter', () => storage)).not.toBe(first);
    expect(paidCheckoutSecret(() => storage)).toBe('pi_test_1_secret_2');
  });

  it('still gives a key when the browser blocks storage', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(checkoutKeyFor('growth', blocked, () => 'fresh')).toBe('fresh');
    expect(() => settleCheckout('pi_test_1_secret_2', blocked)).not.toThrow();
    expect(paidCheckoutSecret(blocked)).toBeNull();
  });
});
