import { TestCards, type LockinLeadForm, type TestModeConfirmPaymentRequest } from '@biz/contracts';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { WEBHOOK_SECRET } from './billing-test-app';

export const exampleLead: LockinLeadForm = {
  businessName: 'Glow Med Spa',
  contactEmail: 'owner@glow.example',
  contactPhone: '555-010-1234',
  industry: 'Beauty/Wellness',
  businessType: 'Small Business (2-10 employees)',
  currentRevenue: '$100k - $500k/year',
  mainGoals: 'Automate booking reminders and follow-ups',
  timeline: 'ASAP (This week)',
};

/** The example lead at an address of its own: a lead's checkouts of a package are one order, so a test wanting a new order needs a new lead. */
export const freshLead = (): LockinLeadForm => ({ ...exampleLead, contactEmail: `owner+${randomUUID().slice(0, 8)}@glow.example` });

export function testCard(number: string = TestCards.success, change: Partial<TestModeConfirmPaymentRequest['card']> = {}): TestModeConfirmPaymentRequest['card'] {
  return { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123', ...change };
}

/** The PaymentIntent id inside a client secret (`pi_…_secret_…`). */
export const paymentIntentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0];

let eventCount = 0;

/** A Stripe event about a PaymentIntent, as Stripe would post it (only id and object: the service re-fetches). */
export function paymentIntentEvent(paymentIntentId: string, type = 'payment_intent.succeeded', id = `evt_test_${Date.now()}_${eventCount++}`): string {
  return JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), livemode: false, data: { object: { id: paymentIntentId, object: 'payment_intent' } } });
}

const signer = new Stripe('sk_test_signer');

/** The Stripe-Signature header for `payload`, as Stripe computes it (the timestamp in seconds defaults to now). */
export function stripeSignature(payload: string, timestamp?: number, secret = WEBHOOK_SECRET): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
}
