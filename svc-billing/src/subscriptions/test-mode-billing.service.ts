import type { TestCard, TestClockResponse, TestModeAuthenticateResponse, TestModePaymentMethodResponse } from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { PaymentDeclined, PaymentNotFound, RouteNotInThisMode } from '../billing-errors';
import { SimStripeError } from './simulated/sim-objects';
import type { SimulatedStripe } from './simulated/simulated-stripe';
import { SUBSCRIPTION_PROVIDER, type SubscriptionProvider } from './subscription-provider';
import { SECONDS_PER_DAY } from './simulated/sim-billing';

/** Injection token: whether admins may move the simulated clock (test mode outside production). */
export const TEST_CLOCK_ENABLED = Symbol('TEST_CLOCK_ENABLED');

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

@Injectable()
export class TestModeBilling {
  constructor(
    @Inject(SUBSCRIPTION_PROVIDER) private readonly provider: SubscriptionProvider,
    @Inject(TEST_CLOCK_ENABLED) private readonly clockEnabled: boolean,
  ) {}

  /** What Stripe.js's createPaymentMethod does with a card: an invalid number or expiry is refused (402). */
  async createPaymentMethod(card: TestCard): Promise<TestModePaymentMethodResponse> {
    const simulated = this.simulated('createTestModePaymentMethod');
    try {
      return { paymentMethodId: (await simulated.createCard(card)).id };
    } catch (err) {
      throw new PaymentDeclined((err as Error).message);
    }
  }

  async authenticate(clientSecret: string, approve: boolean): Promise<TestModeAuthenticateResponse> {
    const simulated = this.simulated('authenticateTestModePayment');
    try {
      const intent = await simulated.authenticate(clientSecret, approve);
      return { status: intent.status === 'succeeded' ? 'succeeded' : 'failed' };
    } catch (err) {
      if (err instanceof SimStripeError && err.statusCode === 404) throw new PaymentNotFound();
      throw err;
    }
  }

  async clock(): Promise<TestClockResponse> {
    return { now: iso(await this.clockOf('testClock').now()) };
  }

  /** Renewals, failed renewals and period-end cancellations due in these days happen now, in order. */
  async advance(days: number): Promise<TestClockResponse> {
    return { now: iso(await this.clockOf('advanceTestClock').advance(days * SECONDS_PER_DAY)) };
  }

  private simulated(endpoint: 'createTestModePaymentMethod' | 'authenticateTestModePayment' | 'testClock' | 'advanceTestClock'): SimulatedStripe {
    if (!this.provider.simulated) throw new RouteNotInThisMode(endpoint);
    return this.provider.simulated;
  }

  private clockOf(endpoint: 'testClock' | 'advanceTestClock'): SimulatedStripe {
    if (!this.clockEnabled) throw new RouteNotInThisMode(endpoint);
    return this.simulated(endpoint);
  }
}
