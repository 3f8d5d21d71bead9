import type { TestCard, TestClockResponse, TestModeAuthenticateResponse, TestModePaymentMethodResponse } from '@biz/contracts';
import { SECONDS_PER_DAY, SimStripeError, type StripeSimulator } from '@biz/stripe-simulator';
import { Inject, Injectable } from '@nestjs/common';
import { PaymentDeclined, PaymentNotFound, RouteNotInThisMode } from '../billing-errors';
import { STRIPE, type StripeSeam } from './stripe-seam';

/** Injection token: whether admins may move the simulated clock (test mode outside production). */
export const TEST_CLOCK_ENABLED = Symbol('TEST_CLOCK_ENABLED');

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * Test mode's stand-ins for what the browser does with Stripe.js (save a card, the bank's 3-D Secure page),
 * the same for the sprint checkout and the client's subscription, and the simulator's clock.
 */
@Injectable()
export class TestModeBilling {
  constructor(
    @Inject(STRIPE) private readonly stripe: StripeSeam,
    @Inject(TEST_CLOCK_ENABLED) private readonly clockEnabled: boolean,
  ) {}

  /** What Stripe.js's createPaymentMethod does with a card: an invalid number or expiry is refused (402). */
  async createPaymentMethod(card: TestCard): Promise<TestModePaymentMethodResponse> {
    const simulator = this.simulator('createTestModePaymentMethod');
    try {
      return { paymentMethodId: (await simulator.createCard(card)).id };
    } catch (err) {
      throw new PaymentDeclined((err as Error).message);
    }
  }

  /** The bank's answer to 3-D Secure; the payment's news (a sprint order, a subscription) goes out as the simulator's events. */
  async authenticate(clientSecret: string, approve: boolean): Promise<TestModeAuthenticateResponse> {
    const simulator = this.simulator('authenticateTestModePayment');
    try {
      const intent = await simulator.authenticate(clientSecret, approve);
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

  private simulator(endpoint: 'createTestModePaymentMethod' | 'authenticateTestModePayment' | 'testClock' | 'advanceTestClock'): StripeSimulator {
    if (!this.stripe.simulator) throw new RouteNotInThisMode(endpoint);
    return this.stripe.simulator;
  }

  private clockOf(endpoint: 'testClock' | 'advanceTestClock'): StripeSimulator {
    if (!this.clockEnabled) throw new RouteNotInThisMode(endpoint);
    return this.simulator(endpoint);
  }
}
