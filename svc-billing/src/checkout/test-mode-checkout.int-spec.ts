import { BillingConfigResponse, CreatePaymentIntentResponse, ErrorEnvelope, type LockinLeadForm, SendOrderConfirmationJob, ServerMessage, TestCards, TestModeConfirmPaymentResponse } from '@biz/contracts';
import { fromClientAddress } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app';
import { exampleLead, freshLead, paymentIntentEvent, paymentIntentIdOf, stripeSignature, testCard } from '../testing/checkout.fixtures';

// No Stripe key: payments are simulated by the service itself.
let t: BillingTestApp;

beforeAll(async () => {
  t = await startBillingTestApp();
});

afterAll(async () => {
  await t?.close();
});

const post = (url: string, body: object, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...fromClientAddress(ip) }, payload: JSON.stringify(body) });

async function checkout(lead: object | null = freshLead()): Promise<string> {
  const res = await post('/api/create-payment-intent', { package: 'starter', checkoutKey: randomUUID(), lead: lead ?? undefined });
  expect(res.statusCode).toBe(200);
  return CreatePaymentIntentResponse.parse(res.json()).clientSecret;
}

async function pay(clientSecret: string, number: string, change = {}) {
  const res = await post('/api/billing/test-mode/confirm-payment', { clientSecret, card: testCard(number, change) });
  expect(res.statusCode).toBe(200);
  return TestModeConfirmPaymentResponse.parse(res.json());
}

async function orderOf(clientSecret: string) {
  const [row] = await t.query<{ id: string; status: string; failure_message: string | null; paid_at: Date | null }>(`SELECT * FROM $schema.orders WHERE client_secret = $1`, [clientSecret]);
  return row;
}
const emailsOf = (orderId: string) => t.query<{ id: string; status: string }>(`SELECT * FROM $schema.order_emails WHERE order_id = $1`, [orderId]);

it('tells the browser it runs in test mode, with no key', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/billing/config' });
  expect(BillingConfigResponse.parse(res.json())).toEqual({ publishableKey: '', testMode: true });
});

it('makes client secrets shaped like Stripe\'s', async () => {
  expect(await checkout()).toMatch(/^pi_test_[0-9a-f]{24}_secret_[0-9a-f]+$/);
});

it('4242 4242 4242 4242 pays the order and queues its confirmation email, as a webhook would', async () => {
  const clientSecret = await checkout();
  expect(await pay(clientSecret, '4242 4242 4242 4242')).toEqual({ status: 'succeeded', paymentIntentId: paymentIntentIdOf(clientSecret) });
  const order = await orderOf(clientSecret);
  expect(order).toMatchObject({ status: 'paid', failure_message: null });
  const emails = await emailsOf(order.id);
  expect(emails).toEqual([expect.objectContaining({ status: 'queued' })]);
  expect(await t.aiJobIds()).toContain(emails[0].id);
});

it('4000 0000 0000 0002 is declined with Stripe\'s message, and a retry with 4242 succeeds', async () => {
  const clientSecret = await checkout();
  expect(await pay(clientSecret, '4000 0000 0000 0002')).toEqual({ status: 'failed', paymentIntentId: paymentIntentIdOf(clientSecret), code: 'card_declined', message: 'Your card was declined.' });
  const failed = await orderOf(clientSecret);
  expect(failed).toMatchObject({ status: 'payment_failed', failure_message: 'Your card was declined.', paid_at: null });
  expect(await emailsOf(failed.id)).toEqual([]);

  expect((await pay(clientSecret, TestCards.success)).status).toBe('succeeded');
  expect(await orderOf(clientSecret)).toMatchObject({ status: 'paid', failure_message: null });
});

it.each([
  [TestCards.insufficientFunds, {}, 'Your card has insufficient funds.'],
  [TestCards.expired, {}, 'Your card has expired.'],
  [TestCards.incorrectCvc, {}, "Your card's security code is incorrect."],
  [TestCards.success, { expYear: 2020 }, "Your card's expiration year is in the past."],
  ['4242424242424241', {}, 'Your card number is incorrect.'],
  ['5555555555554444', {}, 'Your card was declined. Your request was in test mode, but used a non test card.'],
])('%s %j fails with "%s" and records it on the order', async (number, change, message) => {
  const clientSecret = await checkout();
  expect(await pay(clientSecret, number, change)).toMatchObject({ status: 'failed', message });
  expect(await orderOf(clientSecret)).toMatchObject({ status: 'payment_failed', failure_message: message });
});

it('4000 0025 0000 3155 asks for 3-D Secure, as in the portal, and pays once the test page completes it', async () => {
  const clientSecret = await checkout();
  expect(await pay(clientSecret, TestCards.authenticationRequired)).toEqual({ status: 'requires_action', paymentIntentId: paymentIntentIdOf(clientSecret) });
  expect(await orderOf(clientSecret)).toMatchObject({ status: 'pending', paid_at: null });

  const authenticated = await post('/api/billing/test-mode/authenticate', { clientSecret, approve: true });
  expect(authenticated.json()).toEqual({ status: 'succeeded' });
  const order = await orderOf(clientSecret);
  expect(order).toMatchObject({ status: 'paid', failure_message: null });
  expect(await emailsOf(order.id)).toEqual([expect.objectContaining({ status: 'queued' })]);
});

it('records a failed 3-D Secure on the order, and another card still pays it', async () => {
  const clientSecret = await checkout();
  expect((await pay(clientSecret, TestCards.alwaysAuthenticate)).status).toBe('requires_action');
  expect((await post('/api/billing/test-mode/authenticate', { clientSecret, approve: false })).json()).toEqual({ status: 'failed' });
  expect(await orderOf(clientSecret)).toMatchObject({ status: 'payment_failed', failure_message: expect.stringContaining('unable to authenticate') });
  expect((await pay(clientSecret, TestCards.success)).status).toBe('succeeded');
});

it('4000 0000 0000 0341 is declined when charged at the checkout, as Stripe charges it', async () => {
  const clientSecret = await checkout();
  expect(await pay(clientSecret, TestCards.chargeFailsAfterAttach)).toMatchObject({ status: 'failed', code: 'card_declined', message: 'Your card was declined.' });
});

it('keeps a paid order paid: a second payment, even with a declined card, succeeds without a second email', async () => {
  const clientSecret = await checkout();
  await pay(clientSecret, TestCards.success);
  expect((await pay(clientSecret, TestCards.declined)).status).toBe('succeeded');
  const order = await orderOf(clientSecret);
  expect(order.status).toBe('paid');
  expect(await emailsOf(order.id)).toHaveLength(1);
});

it('keeps the latest lead of a checkout until it is paid: a corrected email gets the confirmation', async () => {
  const checkoutKey = randomUUID();
  const intentFor = async (lead: LockinLeadForm) => {
    const res = await post('/api/create-payment-intent', { package: 'growth', checkoutKey, lead });
    expect(res.statusCode).toBe(200);
    return CreatePaymentIntentResponse.parse(res.json()).clientSecret;
  };
  const first = await intentFor({ ...exampleLead, contactEmail: 'typo@exmaple.com' });
  const corrected = await intentFor({ ...exampleLead, contactEmail: 'owner@corrected.example' });
  expect(corrected).toBe(first);
  expect((await pay(corrected, TestCards.success)).status).toBe('succeeded');
  const [email] = await emailsOf((await orderOf(corrected)).id);
  expect(SendOrderConfirmationJob.schema.parse(await t.aiJobData(email.id)).to).toBe('owner@corrected.example');

  // Once paid, the order's lead is what was paid for: a late resubmission changes nothing.
  expect(await intentFor({ ...exampleLead, contactEmail: 'late@other.example' })).toBe(first);
  const [lead] = await t.query<{ lead: LockinLeadForm }>(`SELECT lead FROM $schema.orders WHERE client_secret = $1`, [first]);
  expect(lead.lead.contactEmail).toBe('owner@corrected.example');
});

it('resumes a checkout only for the holder of its key: the checkout id others see reads no secret and rewrites no lead', async () => {
  const checkoutKey = randomUUID();
  const intent = (body: object, ip: string) => post('/api/create-payment-intent', { package: 'starter', ...body }, ip);
  const mine = CreatePaymentIntentResponse.parse((await intent({ checkoutKey, lead: exampleLead }, '10.0.0.7')).json()).clientSecret;
  const [{ checkout_id: seenByOthers }] = await t.query<{ checkout_id: string }>(`SELECT checkout_id FROM $schema.orders WHERE client_secret = $1`, [mine]);
  expect(seenByOthers).not.toBe(checkoutKey); // what Stripe's metadata, logs and the agency's views carry

  const replayed = await intent({ checkoutKey: seenByOthers, lead: { ...exampleLead, contactEmail: 'thief@elsewhere.example' } }, '10.9.9.9');
  expect(replayed.statusCode).toBe(200);
  expect(CreatePaymentIntentResponse.parse(replayed.json()).clientSecret).not.toBe(mine);
  const [order] = await t.query<{ lead: LockinLeadForm }>(`SELECT lead FROM $schema.orders WHERE client_secret = $1`, [mine]);
  expect(order.lead.contactEmail).toBe(exampleLead.contactEmail);

  // The holder, from another network, still resumes it.
  expect(CreatePaymentIntentResponse.parse((await intent({ checkoutKey, lead: exampleLead }, '10.0.0.8')).json()).clientSecret).toBe(mine);
});

it('pays an order without a lead, with no email to send', async () => {
  const clientSecret = await checkout(null);
  await pay(clientSecret, TestCards.success);
  const order = await orderOf(clientSecret);
  expect(order.status).toBe('paid');
  expect(await emailsOf(order.id)).toEqual([]);
});

it('answers an unknown client secret with a 404', async () => {
  const res = await post('/api/billing/test-mode/confirm-payment', { clientSecret: 'pi_test_000000000000000000000000_secret_nope', card: testCard() });
  expect(res.statusCode).toBe(404);
  expect(ErrorEnvelope.parse(res.json()).error).toEqual({ code: 'OrderNotFound', message: ServerMessage.checkoutNotFound });
});

it('has no webhook: nobody can sign one (404 as an unknown route)', async () => {
  const pi = paymentIntentIdOf(await checkout());
  const payload = paymentIntentEvent(pi);
  const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload) }, payload });
  expect(res.statusCode).toBe(404);
  expect(ErrorEnvelope.parse(res.json()).error.code).toBe('NotFound');
});

describe('rate limit', () => {
  let limited: BillingTestApp;
  beforeAll(async () => {
    limited = await startBillingTestApp({ BILLING_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('allows a client IP so many checkout posts a minute, then 429 with Retry-After; other IPs go on', async () => {
    const send = (ip: string) => limited.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: { 'content-type': 'application/json', ...fromClientAddress(ip) }, payload: { package: 'starter' } });
    expect((await send('10.5.0.1')).statusCode).toBe(200);
    expect((await send('10.5.0.1')).statusCode).toBe(200);
    const refused = await send('10.5.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(ErrorEnvelope.parse(refused.json()).error.code).toBe('RateLimited');
    expect((await send('10.5.0.2')).statusCode).toBe(200);
    expect((await limited.rowCounts()).orders).toBe(3);
  });
});
