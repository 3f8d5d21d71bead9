import Stripe from 'stripe';
import type { StripeApi } from './stripe-api';
import { MemorySimStore } from './sim-store';
import { StripeSimulator } from './stripe-simulator';

describe('the Stripe seam', () => {
  it('is satisfied by the real stripe SDK and by the simulator alike', () => {
    const sdk: StripeApi = new Stripe('sk_test_seam');
    const simulator: StripeApi = new StripeSimulator(new MemorySimStore(), new Map());
    expect(typeof sdk.paymentIntents.create).toBe('function');
    expect(typeof simulator.paymentIntents.create).toBe('function');
  });
});
