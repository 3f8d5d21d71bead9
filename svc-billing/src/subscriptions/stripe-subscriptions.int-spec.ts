import { endpointPath, endpointUrl, ValidationMessage, type EndpointName, type Subscription } from '@biz/contracts';
import { SESSION_COOKIE, SessionStore } from '@biz/server-kit';
import { randomUUID } from 'node:crypto';
import { startBillingTestApp, stripeEnvFor, TEST_PRICE_IDS, WEBHOOK_SECRET, type BillingTestApp } from '../testing/billing-test-app';
import { startStripeSimulatorServer, type StripeSimulatorServer } from '@biz/stripe-simulator/testing';
import { PlanPrices } from './plan-prices';
import { SECONDS_PER_DAY, type SimEvent } from '@biz/stripe-simulator';

// svc-billing's real `stripe` SDK against a local Stripe that answers from the same simulation test mode
// uses; Stripe's news arrives only as signed webhooks, delivered here as Stripe might: late, twice, shuffled.
let billing: BillingTestApp;
let stripe: StripeSimulatorServer;

beforeAll(async () => {
  stripe = await startStripeSimulatorServer({ prices: new PlanPrices(TEST_PRICE_IDS).simPrices(), webhookSecret: WEBHOOK_SECRET });
  billing = await startBillingTestApp(stripeEnvFor(stripe));
});

afterAll(async () => {
  await billing.close();
  await stripe.close();
});

async function newClient() {
  const accountId = randomUUID();
  const { id } = await billing.app.get(SessionStore).create({ kind: 'client', accountId });
  const send = async (name: EndpointName, body: unknown) => {
    const response = await billing.app.inject({ method: 'POST', url: endpointPath(name), headers: { cookie: `${SESSION_COOKIE}=${id}` }, payload: body as object });
    return { status: response.statusCode, body: response.json() };
  };
  const subscription = async () => {
    const response = await billing.app.inject({ method: 'GET', url: endpointPath('accountSubscription', { accountId }) });
    return response.json().subscription as Subscription | null;
  };
  const preview = async (planName: string, billingCycle: string) => {
    const response = await billing.app.inject({ method: 'GET', url: endpointUrl('previewPlanChange', { query: { planName, billing: billingCycle } }), headers: { cookie: `${SESSION_COOKIE}=${id}` } });
    return { status: response.statusCode, body: response.json() };
  };
  return { accountId, send, subscription, preview };
}

async function deliver(event: SimEvent, options?: { tamper?: boolean }) {
  const { payload, signature } = stripe.signed(event, options);
  const response = await billing.app.inject({ method: 'POST', url: endpointPath('stripeWebhook'), headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
  return response.statusCode;
}

/** The events raised since `from` (an index into the fake's log). */
const eventsSince = (from: number) => stripe.events.slice(from);
const rowOf = async (accountId: string) => (await billing.query<Record<string, unknown>>('SELECT * FROM $schema.subscriptions WHERE account_id = $1', [accountId]))[0];
const eventCount = async () => Number((await billing.query<{ n: string }>('SELECT count(*) AS n FROM $schema.stripe_events'))[0].n);

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

describe('subscriptions through Stripe', () => {
  it('creates a customer, saves the card and subscribes at the configured price, whatever price the client sends', async () => {
    const client = await newClient();
    const from = stripe.requests.length;
    const answer = await client.send('createSubscription', { planName: 'Growth', billing: 'yearly', paymentMethodId: 'pm_card_visa', price: 'price_test_starter_monthly', priceId: 'price_cheap' });
    expect(answer.status).toBe(200);
    expect(answer.body.subscription).toMatchObject({ plan: 'Growth', billing: 'yearly', status: 'active', card: { last4: '4242' } });
    const calls = stripe.requests.slice(from);
    expect(calls.map((call) => `${call.method} ${call.path.replace(/_sim\w+/, '_…')}`)).toEqual(
      expect.arrayContaining(['POST /v1/customers', 'POST /v1/payment_methods/pm_card_visa/attach', 'POST /v1/subscriptions']),
    );
    const create = calls.find((call) => call.method === 'POST' && call.path === '/v1/subscriptions')!;
    expect(create.params).toMatchObject({ items: [{ price: TEST_PRICE_IDS.Growth.yearly }], payment_behavior: 'allow_incomplete', metadata: { accountId: client.accountId } });
    expect(JSON.stringify(create.params)).not.toContain('price_cheap');
  });

  it('uses one Stripe customer per client account', async () => {
    const client = await newClient();
    await client.send('createSubscription', { planName: 'Starter', billing: 'monthly', paymentMethodId: 'pm_card_visa' });
    await client.send('cancelSubscription', { immediate: true });
    const from = stripe.requests.length;
    await client.send('createSubscription', { planName: 'Starter', billing: 'monthly', paymentMethodId: 'pm_card_visa' });
    expect(stripe.requests.slice(from).filter((call) => call.path === '/v1/customers')).toEqual([]);
  });

  it('answers 3-D Secure with the PaymentIntent client secret for Stripe.js, and a decline with the bank\'s message', async () => {
    const challenged = await newClient();
    const answer = await challenged.send('createSubscription', { planName: 'Starter', billing: 'monthly', paymentMethodId: 'pm_card_authenticationRequired' });
    expect(answer.body).toMatchObject({ requiresAction: true, clientSecret: expect.stringMatching(/^pi_sim\w+_secret_\w+$/) });
    const declined = await newClient();
    const refusal = await declined.send('createSubscription', { planName: 'Starter', billing: 'monthly', paymentMethodId: 'pm_card_chargeDeclined' });
    expect(refusal.status).toBe(402);
    expect(refusal.body.error.message).toBe('Your card was declined.');
  });

  it('answers a card id Stripe does not know with a 400 on the field, not a provider failure', async () => {
    const newcomer = await newClient();
    const subscribing = await newcomer.send('createSubscription', { planName: 'Starter', billing: 'monthly', paymentMethodId: 'pm_made_up' });
    expect([subscribing.status, subscribing.body.error.fields]).toEqual([400, { paymentMethodId: [ValidationMessage.cardNotFound] }]);
    expect(await rowOf(newcomer.accountId)).toBeUndefined();
    const subscriber = await newClient();
    await subscriber.send('createSubscription', { planName: 'Starter', billing: 'monthly', paymentMethodId: 'pm_card_visa' });
    const updating = await subscriber.send('updatePaymentMethod', { paymentMethodId: 'pm_made_up' });
    expect([updating.status, updating.body.error.fields]).toEqual([400, { paymentMethodId: [ValidationMessage.cardNotFound] }]);
  });

  it('schedules a downgrade with a subscription schedule Stripe accepts, and upgrades with proration', async () => {
    const client = await newClient();
    await client.send('createSubscription', { planName: 'Growth', billing: 'monthly', paymentMethodId: 'pm_card_visa' });
    const down = await client.send('updateSubscription', { planName: 'Starter', billing: 'yearly' });
    expect(down.body.subscription).toMatchObject({ plan: 'Growth', scheduledChange: { plan: 'Starter', billing: 'yearly' } });
    const up = await client.send('updateSubscription', { planName: 'Enterprise', billing: 'monthly' });
    expect(up.body.subscription).toMatchObject({ plan: 'Enterprise', scheduledChange: null });
    const update = stripe.requests.filter((call) => call.method === 'POST' && /^\/v1\/subscriptions\/sub_/.test(call.path) && call.params.items).at(-1)!;
    expect(update.params).toMatchObject({ proration_behavior: 'always_invoice', payment_behavior: 'pending_if_incomplete', items: [{ price: TEST_PRICE_IDS.Enterprise.monthly }] });
  });

  it("undoes a scheduled downgrade by releasing Stripe's schedule: the plan renews as before", async () => {
    const client = await newClient();
    await client.send('createSubscription', { planName: 'Growth', billing: 'monthly', paymentMethodId: 'pm_card_visa' });
    await client.send('updateSubscription', { planName: 'Starter', billing: 'monthly' });
    const from = stripe.requests.length;
    const undone = await client.send('undoScheduledChange', {});
    expect(undone.status).toBe(200);
    expect(undone.body.subscription).toMatchObject({ plan: 'Growth', scheduledChange: null });
    expect(stripe.requests.slice(from).map((call) => `${call.method} ${call.path.replace(/_sim\w+/, '_…')}`)).toContain('POST /v1/subscription_schedules/sub_sched_…/release');
    expect(await client.subscription()).toMatchObject({ plan: 'Growth', scheduledChange: null });
  });

  it("previews an upgrade with Stripe's invoice preview, and charges what it said", async () => {
    const client = await newClient();
    await client.send('createSubscription', { planName: 'Starter', billing: 'monthly', paymentMethodId: 'pm_card_visa' });
    const from = stripe.requests.length;
    const preview = await client.preview('Growth', 'monthly');
    expect(preview.status).toBe(200);
    expect(preview.body.appliesAt).toBe('now');
    const call = stripe.requests.slice(from).find((request) => request.path === '/v1/invoices/create_preview')!;
    expect(call.params).toMatchObject({ subscription_details: { proration_behavior: 'always_invoice', items: [{ price: TEST_PRICE_IDS.Growth.monthly }] } });
    // Nearly the whole month is left: nearly the whole difference (29700 - 9700).
    expect(preview.body.chargedTodayCents).toBeGreaterThan(19000);
    expect(preview.body.chargedTodayCents).toBeLessThanOrEqual(20000);
    await client.send('updateSubscription', { planName: 'Growth', billing: 'monthly' });
    const charged = [...stripe.paymentIntents.values()].filter((intent) => intent.status === 'succeeded').at(-1)!;
    expect(Math.abs(charged.amount - preview.body.chargedTodayCents)).toBeLessThanOrEqual(1);
  });

  it('previews a downgrade as nothing today, without asking Stripe for an invoice', async () => {
    const client = await newClient();
    await client.send('createSubscription', { planName: 'Growth', billing: 'monthly', paymentMethodId: 'pm_card_visa' });
    const from = stripe.requests.length;
    expect((await client.preview('Starter', 'monthly')).body).toEqual({ appliesAt: 'period_end', chargedTodayCents: 0 });
    expect(stripe.requests.slice(from).filter((request) => request.path.startsWith('/v1/invoices'))).toEqual([]);
  });
});

describe('Stripe webhooks', () => {
  it('a renewal that fails, told by events in any order and twice each, ends past due with "update your card"', async () => {
    const client = await newClient();
    await client.send('createSubscription', { planName: 'Starter', billing: 'monthly', paymentMethodId: 'pm_card_visa' });
    await client.send('updatePaymentMethod', { paymentMethodId: 'pm_card_chargeCustomerFail' });
    const from = stripe.events.length;
    await stripe.simulated.advance(31 * SECONDS_PER_DAY);
    // Stripe has moved on; billing knows only what its webhooks tell it.
    expect(await client.subscription()).toMatchObject({ status: 'active' });
    const events = eventsSince(from);
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['invoice.payment_failed', 'customer.subscription.updated']));
    for (const event of shuffled([...events, ...events])) expect(await deliver(event)).toBe(200);
    expect(await client.subscription()).toMatchObject({ status: 'past_due', paymentIssue: 'payment_failed' });
  });

  it('events shuffled end in the same row as events in order', async () => {
    const client = await newClient();
    const from = stripe.events.length;
    await client.send('createSubscription', { planName: 'Growth', billing: 'monthly', paymentMethodId: 'pm_card_visa' });
    await client.send('updateSubscription', { planName: 'Starter', billing: 'monthly' });
    await client.send('cancelSubscription', { immediate: false });
    await stripe.simulated.advance(40 * SECONDS_PER_DAY);
    const { subscription_id: subscriptionId } = await rowOf(client.accountId);
    const events = eventsSince(from).filter((event) => JSON.stringify(event.data.object).includes(String(subscriptionId)));
    const projected = async () => {
      const { synced_at: _synced, ...row } = await rowOf(client.accountId);
      return row;
    };
    // The row built from the events in order, then again from nothing out of the same events shuffled.
    for (const event of events) await deliver(event);
    const inOrder = await projected();
    expect(inOrder).toMatchObject({ status: 'canceled', plan: 'Growth', cancel_at_period_end: false });
    await billing.query('DELETE FROM $schema.subscriptions WHERE account_id = $1', [client.accountId]);
    await billing.query('DELETE FROM $schema.stripe_events WHERE id = ANY($1)', [events.map((event) => event.id)]);
    for (const event of shuffled(events)) await deliver(event);
    expect(await projected()).toEqual(inOrder);
  });

  it('the same event twice has one effect: recorded once, and Stripe asked once', async () => {
    const client = await newClient();
    const from = stripe.events.length;
    await client.send('createSubscription', { planName: 'Starter', billing: 'monthly', paymentMethodId: 'pm_card_visa' });
    const event = eventsSince(from).find((candidate) => candidate.type === 'customer.subscription.created')!;
    const before = await eventCount();
    expect(await deliver(event)).toBe(200);
    const asked = stripe.requests.length;
    expect(await deliver(event)).toBe(200);
    expect(await eventCount()).toBe(before + 1);
    expect(stripe.requests.length).toBe(asked);
  });

  it('a tampered signature is a 400 and changes nothing', async () => {
    const client = await newClient();
    await client.send('createSubscription', { planName: 'Starter', billing: 'monthly', paymentMethodId: 'pm_card_visa' });
    const from = stripe.events.length;
    await client.send('cancelSubscription', { immediate: false });
    await billing.query(`UPDATE $schema.subscriptions SET cancel_at_period_end = false WHERE account_id = $1`, [client.accountId]);
    const before = { row: await rowOf(client.accountId), events: await eventCount() };
    for (const event of eventsSince(from)) expect(await deliver(event, { tamper: true })).toBe(400);
    expect({ row: await rowOf(client.accountId), events: await eventCount() }).toEqual(before);
  });
});
