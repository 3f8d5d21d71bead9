import type { Stripe } from '@stripe/stripe-js';
import { loadStripeWithin, stripeOnce } from './stripe-loader';

const fakeStripe = { elements: jest.fn() } as unknown as Stripe;

describe('loading Stripe.js', () => {
  it('hands over Stripe when it loads in time', async () => {
    const load = jest.fn(async () => fakeStripe);
    await expect(loadStripeWithin('pk_test_123', load, 1000)).resolves.toBe(fakeStripe);
    expect(load).toHaveBeenCalledWith('pk_test_123');
  });

  it('gives up at the deadline instead of hanging the checkout', async () => {
    const started = Date.now();
    await expect(loadStripeWithin('pk', () => new Promise(() => undefined), 50)).rejects.toThrow('did not load within 50 ms');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('fails when Stripe.js cannot start', async () => {
    await expect(loadStripeWithin('pk', async () => null, 1000)).rejects.toThrow('not available');
    await expect(loadStripeWithin('pk', () => Promise.reject(new Error('Failed to load Stripe.js')), 1000)).rejects.toThrow('Failed to load Stripe.js');
  });
});

describe('one Stripe.js per publishable key', () => {
  it('gives the card form and the 3-D Secure step after it the same instance, loaded once', async () => {
    const load = jest.fn(async () => fakeStripe);
    const forTheForm = await stripeOnce('pk_test_once', load);
    await expect(stripeOnce('pk_test_once', load)).resolves.toBe(forTheForm);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a load that failed, instead of failing every form after it', async () => {
    const load = jest.fn<Promise<Stripe | null>, [string]>().mockRejectedValueOnce(new Error('Failed to load Stripe.js')).mockResolvedValue(fakeStripe);
    await expect(stripeOnce('pk_test_retry', load)).rejects.toThrow('Failed to load Stripe.js');
    await expect(stripeOnce('pk_test_retry', load)).resolves.toBe(fakeStripe);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
