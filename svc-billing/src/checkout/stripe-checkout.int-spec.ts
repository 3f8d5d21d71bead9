import { BillingConfigResponse, CreatePaymentIntentResponse, ErrorEnvelope, type PackageName } from '@biz/contracts';
import { startStripeSimulatorServer, type StripeSimulatorServer } from '@biz/stripe-simulator/testing';
import { randomUUID } from 'node:crypto';
import { checkoutIdOf } from './checkout-id';
import { startBillingTestApp, stripeEnvFor, type BillingTestApp } from '../testing/billing-test-app';
import { exampleLead, freshLead, paymentIntentEvent, paymentIntentIdOf, stripeSignature, testCard } from '../testing/checkout.fixtures';

let fake: StripeSimulatorServer;
let t: BillingTestApp;

beforeAll(async () => {
  fake = await startStripeSimulatorServer();
  t = await startBillingTestApp(stripeEnvFor(fake));
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const post = (url: string, payload: string | object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: typeof payload === 'string' ? payload : JSON.stringify(payload) });

async function checkout(body: object): Promise<string> {
  const res = await post('/api/create-payment-intent', body);
  expect(res.statusCode).toBe(200);
  return CreatePaymentIntentResponse.parse(res.json()).clientSecret;
}

const webhook = (payload: string, signature: string | undefined) => post('/api/webhooks/stripe', payload, signature ? { 'stripe-signature': signature } : {});
const deliver = (payload: string) => webhook(payload, stripeSignature(payload));

async function order(paymentIntentId: string) {
  const [row] = await t.query<{ id: string; status: string; amount_cents: number; failure_message: string | null; paid_at: Date | null; lead: unknown }>(
    `SELECT * FROM $schema.orders WHERE payment_intent_id = $1`, [paymentIntentId]);
  return row;
}
const emailsOf = (orderId: string) => t.query<{ id: string; status: string; to: string }>(`SELECT * FROM $schema.order_emails WHERE order_id = $1`, [orderId]);

/** A pending order whose PaymentIntent Stripe now reports as paid. */
async function paidAtStripe(): Promise<string> {
  const pi = paymentIntentIdOf(await checkout({ package: 'starter', checkoutKey: randomUUID(), lead: freshLead() }));
  fake.setPaymentIntent(pi, { status: 'succeeded' });
  return pi;
}

describe('configuration', () => {
  it('gives the browser the publishable key, not test mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(BillingConfigResponse.parse(res.json())).toEqual({ publishableKey: 'pk_test_billingtests', testMode: false });
  });

  it('has no test-mode payment route (404 as an unknown route)', async () => {
    const clientSecret = await checkout({ package: 'starter' });
    const res = await post('/api/billing/test-mode/confirm-payment', { clientSecret, card: testCard() });
    expect(res.statusCode).toBe(404);
    expect(ErrorEnvelope.parse(res.json()).error.code).toBe('NotFound');
    expect((await order(paymentIntentIdOf(clientSecret))).status).toBe('pending');
  });
});

describe('POST /api/create-payment-intent with the real stripe SDK', () => {
  it.each([
    ['starter', 50000],
    ['growth', 100000],
  ] as Array<[PackageName, number]>)('creates a %s PaymentIntent of %i cents in usd under the checkout\'s idempotency key, and a pending order with the lead', async (pkg, cents) => {
    const checkoutKey = randomUUID();
    const checkoutId = checkoutIdOf(checkoutKey);
    const clientSecret = await checkout({ package: pkg, checkoutKey, lead: freshLead() });
    const pi = paymentIntentIdOf(clientSecret);
    const call = fake.requests.find((r) => r.method === 'POST' && r.idempotencyKey === `checkout-${checkoutId}-${pkg}`);
    expect(call?.form).toMatchObject({ amount: String(cents), currency: 'usd', 'metadata[package]': pkg, 'metadata[checkoutId]': checkoutId });
    expect(JSON.stringify(fake.requests)).not.toContain(checkoutKey);
    expect(fake.paymentIntents.get(pi)).toMatchObject({ amount: cents, currency: 'usd', client_secret: clientSecret });
    expect(await order(pi)).toMatchObject({ status: 'pending', amount_cents: cents, lead: { ...exampleLead, contactEmail: expect.stringMatching(/@glow\.example$/) }, paid_at: null });
  });

  it('ignores an amount or price sent by the browser', async () => {
    const clientSecret = await checkout({ package: 'growth', amount: 1, price: 1, amountCents: 1, priceCents: 1, currency: 'eur' });
    const pi = paymentIntentIdOf(clientSecret);
    expect(fake.paymentIntents.get(pi)).toMatchObject({ amount: 100000, currency: 'usd' });
    expect((await order(pi)).amount_cents).toBe(100000);
  });

  it('answers a double submit of one checkout with the same order and PaymentIntent', async () => {
    const body = { package: 'starter', checkoutKey: randomUUID(), lead: freshLead() };
    const before = fake.paymentIntents.size;
    const first = await checkout(body);
    expect(await checkout(body)).toBe(first);
    expect(fake.paymentIntents.size).toBe(before + 1);
    expect(await t.query(`SELECT id FROM $schema.orders WHERE checkout_id = $1`, [checkoutIdOf(body.checkoutKey)])).toHaveLength(1);
  });

  it('answers concurrent submits of one checkout with one order and one PaymentIntent', async () => {
    const body = { package: 'growth', checkoutKey: randomUUID(), lead: freshLead() };
    const before = fake.paymentIntents.size;
    const secrets = await Promise.all(Array.from({ length: 6 }, () => checkout(body)));
    expect(new Set(secrets).size).toBe(1);
    expect(fake.paymentIntents.size).toBe(before + 1);
    expect(await t.query(`SELECT id FROM $schema.orders WHERE checkout_id = $1`, [checkoutIdOf(body.checkoutKey)])).toHaveLength(1);
  });

  it('gives a checkout that switches package a second order at the other price', async () => {
    const checkoutKey = randomUUID();
    const starter = await checkout({ package: 'starter', checkoutKey });
    const growth = await checkout({ package: 'growth', checkoutKey });
    expect(growth).not.toBe(starter);
    expect(fake.paymentIntents.get(paymentIntentIdOf(growth))?.amount).toBe(100000);
  });

  it('makes a new checkout of every call without a checkout key', async () => {
    expect(await checkout({ package: 'starter' })).not.toBe(await checkout({ package: 'starter' }));
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('marks the order paid on a signed event, once Stripe confirms it, and queues one confirmation email', async () => {
    const pi = await paidAtStripe();
    const res = await deliver(paymentIntentEvent(pi));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const paid = await order(pi);
    expect(paid).toMatchObject({ status: 'paid', failure_message: null });
    expect(paid.paid_at).toBeInstanceOf(Date);
    const emails = await emailsOf(paid.id);
    expect(emails).toEqual([expect.objectContaining({ status: 'queued', to: expect.stringMatching(/^owner\+\w+@glow\.example$/) })]);
    expect(await t.aiJobIds()).toContain(emails[0].id);
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${pi}`)).toBe(true);
  });

  it('does not trust the event: a succeeded event for a PaymentIntent Stripe has not charged changes nothing', async () => {
    const pi = paymentIntentIdOf(await checkout({ package: 'starter', lead: freshLead() }));
    expect((await deliver(paymentIntentEvent(pi))).statusCode).toBe(200);
    expect((await order(pi)).status).toBe('pending');
  });

  it('verifies the bytes as Stripe sent them: pretty-printed JSON, which re-serialising the parsed body would not give', async () => {
    const pi = await paidAtStripe();
    const res = await deliver(JSON.stringify(JSON.parse(paymentIntentEvent(pi)), null, 2));
    expect(res.statusCode).toBe(200);
    expect((await order(pi)).status).toBe('paid');
  });

  it.each([
    ['a tampered body', (payload: string) => webhook(payload.replace('"livemode":false', '"livemode":true'), stripeSignature(payload))],
    ['a stale timestamp', (payload: string) => webhook(payload, stripeSignature(payload, Math.floor(Date.now() / 1000) - 10 * 60))],
    ['another secret', (payload: string) => webhook(payload, stripeSignature(payload, undefined, 'whsec_someoneelse'))],
    ['no signature', (payload: string) => webhook(payload, undefined)],
  ])('refuses %s with a 400 and changes nothing', async (_case, send) => {
    const pi = await paidAtStripe();
    const before = await t.rowCounts();
    const res = await send(paymentIntentEvent(pi));
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(res.json()).error.code).toBe('InvalidWebhookSignature');
    expect((await order(pi)).status).toBe('pending');
    expect(await t.rowCounts()).toEqual(before);
  });

  it('handles the same event once, even delivered twice at the same time and again later', async () => {
    const pi = await paidAtStripe();
    const payload = paymentIntentEvent(pi);
    const jobsBefore = (await t.aiJobIds()).length;
    const answers = await Promise.all([deliver(payload), deliver(payload)]);
    expect((await deliver(payload)).statusCode).toBe(200);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const { id } = await order(pi);
    expect(await emailsOf(id)).toHaveLength(1);
    expect((await t.aiJobIds()).length).toBe(jobsBefore + 1);
    expect(await t.query(`SELECT id FROM $schema.stripe_events WHERE id = $1`, [JSON.parse(payload).id])).toHaveLength(1);
  });

  it('fulfils once when two different events report the same payment', async () => {
    const pi = await paidAtStripe();
    await Promise.all([deliver(paymentIntentEvent(pi)), deliver(paymentIntentEvent(pi))]);
    expect(await emailsOf((await order(pi)).id)).toHaveLength(1);
  });

  it('records a decline, and a later successful retry pays the order', async () => {
    const pi = paymentIntentIdOf(await checkout({ package: 'growth', checkoutKey: randomUUID(), lead: freshLead() }));
    fake.setPaymentIntent(pi, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    expect((await deliver(paymentIntentEvent(pi, 'payment_intent.payment_failed'))).statusCode).toBe(200);
    expect(await order(pi)).toMatchObject({ status: 'payment_failed', failure_message: 'Your card was declined.' });

    fake.setPaymentIntent(pi, { status: 'succeeded', last_payment_error: null });
    await deliver(paymentIntentEvent(pi));
    expect(await order(pi)).toMatchObject({ status: 'paid', failure_message: null });
  });

  it('never lets a late payment_failed undo a payment, whatever Stripe then reports', async () => {
    const pi = await paidAtStripe();
    await deliver(paymentIntentEvent(pi));
    await deliver(paymentIntentEvent(pi, 'payment_intent.payment_failed'));
    expect((await order(pi)).status).toBe('paid');

    fake.setPaymentIntent(pi, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', message: 'Your card was declined.' } });
    await deliver(paymentIntentEvent(pi, 'payment_intent.payment_failed'));
    expect(await order(pi)).toMatchObject({ status: 'paid', failure_message: null });
    expect(await emailsOf((await order(pi)).id)).toHaveLength(1);
  });

  it('refuses a body over the size limit with a 413 before reading it all', async () => {
    const payload = JSON.stringify({ id: 'evt_big', padding: 'x'.repeat(2 * 1024 * 1024) });
    const res = await webhook(payload, stripeSignature(payload));
    expect(res.statusCode).toBe(413);
    expect(ErrorEnvelope.parse(res.json()).error.code).toBe('PayloadTooLarge');
  });

  it('records an event about something else and answers 200', async () => {
    const payload = JSON.stringify({ id: `evt_other_${randomUUID()}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    const before = await t.rowCounts();
    expect((await deliver(payload)).statusCode).toBe(200);
    expect(await t.rowCounts()).toEqual({ ...before, stripe_events: before.stripe_events + 1 });
  });
});

describe('POST /internal/orders/:id/refund with the real stripe SDK', () => {
  it("refunds the order's PaymentIntent through Stripe's refunds API, once, with the order's idempotency key; a delivered second click refunds nothing", async () => {
    const pi = await paidAtStripe();
    await deliver(paymentIntentEvent(pi));
    const { id } = await order(pi);
    const refund = () => post(`/internal/orders/${id}/refund`, {});
    expect((await refund()).json()).toMatchObject({ refunded: true, order: { status: 'refunded' } });
    expect((await refund()).json()).toMatchObject({ refunded: false, order: { status: 'refunded' } });
    const refunds = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refunds).toEqual([expect.objectContaining({ idempotencyKey: `refund-${id}`, params: { payment_intent: pi, metadata: { orderId: id } } })]);
  });

  it('is a 502 with nothing written when Stripe refuses the refund (the charge was refunded in its dashboard already)', async () => {
    const pi = await paidAtStripe();
    await deliver(paymentIntentEvent(pi));
    const { id } = await order(pi);
    await fake.simulated.refunds.create({ payment_intent: pi, metadata: {} });
    const res = await post(`/internal/orders/${id}/refund`, {});
    expect(res.statusCode).toBe(502);
    expect(ErrorEnvelope.parse(res.json()).error.code).toBe('PaymentProviderRefused');
    expect((await order(pi)).status).toBe('paid');
  });
});
