import { CheckoutOutcomeResponse, DEFAULT_AGENCY_TIME_ZONE, CreatePaymentIntentResponse, ErrorEnvelope, Packages, TestCards } from '@biz/contracts';
import { fromClientAddress } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { OrderRefundsService } from '../orders/order-refunds.service';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app';
import { freshLead, testCard } from '../testing/checkout.fixtures';

// Test mode: the simulator is billing's Stripe, so "what Stripe says" is the simulator's PaymentIntent.
let t: BillingTestApp;

beforeAll(async () => {
  t = await startBillingTestApp();
});

afterAll(async () => {
  await t?.close();
});

const post = (url: string, body: object) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...fromClientAddress('10.0.0.9') }, payload: JSON.stringify(body) });

async function growthCheckout(): Promise<{ clientSecret: string }> {
  const res = await post('/api/create-payment-intent', { package: 'growth', checkoutKey: randomUUID(), lead: freshLead() });
  return { clientSecret: CreatePaymentIntentResponse.parse(res.json()).clientSecret };
}

const pay = (clientSecret: string, number: string) => post('/api/billing/test-mode/confirm-payment', { clientSecret, card: testCard(number) });

async function outcome(body: object) {
  const res = await post('/api/checkout/outcome', body);
  return { status: res.statusCode, body: res.json() };
}

const growth = { package: 'growth', amountCents: Packages.growth.priceCents, currency: 'usd' };

it('a checkout opened and never paid is unpaid', async () => {
  const { clientSecret } = await growthCheckout();
  expect(await outcome({ clientSecret })).toEqual({ status: 200, body: { ...growth, status: 'unpaid', failureMessage: null, paidAt: null, startsOn: null } });
});

it('a paid checkout is paid, with its package, amount and payment time', async () => {
  const { clientSecret } = await growthCheckout();
  await pay(clientSecret, TestCards.success);
  const answer = await outcome({ clientSecret });
  expect(answer.status).toBe(200);
  expect(CheckoutOutcomeResponse.parse(answer.body)).toEqual({ ...growth, status: 'paid', failureMessage: null, paidAt: expect.any(String), startsOn: null });
});

it('a sprint paid in a full week names the later Monday it starts', async () => {
  const { clientSecret } = await growthCheckout();
  await pay(clientSecret, TestCards.success);
  // As markPaid writes it when this week's spots are taken: the start is the first Monday with one.
  const [{ monday }] = await t.query<{ monday: string }>(
    `UPDATE $schema.orders SET starts_at = date_trunc('week', (paid_at + interval '14 days') AT TIME ZONE $2) AT TIME ZONE $2
      WHERE client_secret = $1 RETURNING to_char(starts_at AT TIME ZONE $2, 'YYYY-MM-DD') AS monday`,
    [clientSecret, DEFAULT_AGENCY_TIME_ZONE],
  );
  expect((await outcome({ clientSecret })).body).toMatchObject({ status: 'paid', startsOn: monday });
});

it('a declined card is failed, with the bank\'s words', async () => {
  const { clientSecret } = await growthCheckout();
  await pay(clientSecret, TestCards.declined);
  expect((await outcome({ clientSecret })).body).toEqual({ ...growth, status: 'failed', failureMessage: 'Your card was declined.', paidAt: null, startsOn: null });
});

it('a paid checkout refunded under the guarantee says refunded, not paid', async () => {
  const { clientSecret } = await growthCheckout();
  await pay(clientSecret, TestCards.success);
  const [{ id }] = await t.query<{ id: string }>(`SELECT id FROM $schema.orders WHERE client_secret = $1`, [clientSecret]);
  await t.app.get(OrderRefundsService).refund(id);
  expect((await outcome({ clientSecret })).body).toMatchObject({ status: 'refunded', paidAt: expect.any(String) });
});

it('a payment Stripe took before its webhook arrived reads paid, and the order is paid from then on', async () => {
  const { clientSecret } = await growthCheckout();
  await pay(clientSecret, TestCards.success);
  // As if the webhook were still on its way: the order row has not heard of the payment.
  await t.query(`UPDATE $schema.orders SET status = 'pending', paid_at = NULL WHERE client_secret = $1`, [clientSecret]);
  expect((await outcome({ clientSecret })).body).toMatchObject({ status: 'paid' });
  const [order] = await t.query<{ status: string }>(`SELECT status FROM $schema.orders WHERE client_secret = $1`, [clientSecret]);
  expect(order.status).toBe('paid');
});

it('a client secret no order holds, or another part of a real one: 404, nothing disclosed', async () => {
  const { clientSecret } = await growthCheckout();
  for (const body of [{ clientSecret: 'pi_test_000000000000000000000000_secret_nope' }, { clientSecret: `${clientSecret.split('_secret_')[0]}_secret_guess` }]) {
    const answer = await outcome(body);
    expect(answer.status).toBe(404);
    expect(ErrorEnvelope.parse(answer.body).error.code).toBe('OrderNotFound');
  }
});

it('a body without a client secret, with one not shaped like one, or with more than it, is a 400', async () => {
  const { clientSecret } = await growthCheckout();
  for (const body of [{}, { checkoutKey: randomUUID(), package: 'growth' }, { clientSecret: 'x'.repeat(5000) }, { clientSecret: 'pi_1_secret_<b>' }, { clientSecret, package: 'growth' }]) {
    const answer = await outcome(body);
    expect(answer.status).toBe(400);
    expect(ErrorEnvelope.parse(answer.body).error.code).toBe('ValidationFailed');
  }
});
