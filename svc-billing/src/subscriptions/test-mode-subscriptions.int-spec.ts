import { endpointPath, endpointUrl, TestCards, type EndpointName, type StaffRole, type Subscription, type SubscriptionSummaryResponse } from '@biz/contracts';
import { SESSION_COOKIE, SessionStore } from '@biz/server-kit';
import { randomUUID } from 'node:crypto';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app';

// Test mode end to end over HTTP: the simulated provider in billing's own schema, its clock advanced.
let billing: BillingTestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  billing = await startBillingTestApp();
});

afterAll(async () => {
  await billing.close();
});

/** A client's session, or an admin's: the owner's unless `role` says staff. */
async function cookieOf(kind: 'client' | 'admin', accountId?: string, role: StaffRole = 'owner'): Promise<string> {
  const { id } = await billing.app.get(SessionStore).create({ kind, accountId, ...(kind === 'admin' ? { role } : {}) });
  return `${SESSION_COOKIE}=${id}`;
}

async function call(name: EndpointName, cookie: string | undefined, body?: unknown, params: Record<string, string> = {}) {
  const response = await billing.app.inject({
    method: name === 'accountSubscription' || name === 'testClock' ? 'GET' : 'POST',
    url: endpointPath(name, params),
    headers: cookie ? { cookie } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A client with its own account, as svc-admin's sign-in makes one. */
async function newClient() {
  const accountId = randomUUID();
  const cookie = await cookieOf('client', accountId);
  return {
    accountId,
    cookie,
    card: async (number: string) => (await call('createTestModePaymentMethod', undefined, { card: { number, expMonth: 12, expYear: 2034, cvc: '123' } })).body.paymentMethodId as string,
    send: (name: EndpointName, body?: unknown) => call(name, cookie, body),
    subscription: async () => (await call('accountSubscription', undefined, undefined, { accountId })).body.subscription as Subscription | null,
    preview: async (query: Record<string, string>) => {
      const response = await billing.app.inject({ method: 'GET', url: endpointUrl('previewPlanChange', { query }), headers: { cookie } });
      return { status: response.statusCode, body: response.json() };
    },
  };
}

async function subscribed(planName: string, billingCycle: string, number: string = TestCards.success) {
  const client = await newClient();
  const created = await client.send('createSubscription', { planName, billing: billingCycle, paymentMethodId: await client.card(number) });
  expect(created.status).toBe(200);
  return client;
}

/** Ends a test's subscription, so the clock moves of later tests in this file have one fewer to renew. */
const endSubscription = async (client: Awaited<ReturnType<typeof newClient>>) => expect((await client.send('cancelSubscription', { immediate: true })).status).toBe(200);

async function advanceDays(days: number) {
  const answer = await call('advanceTestClock', await cookieOf('admin'), { days });
  expect(answer.status).toBe(200);
  return new Date(answer.body.now).getTime();
}

const invoicesOf = (subscriptionId: string) =>
  billing.query<{ amount_due: number; status: string; billing_reason: string }>(
    `SELECT (data->>'amount_due')::int AS amount_due, data->>'status' AS status, data->>'billing_reason' AS billing_reason FROM $schema.simulated_stripe
     WHERE object = 'invoice' AND data->>'subscription' = $1 ORDER BY (data->>'created')::bigint, id`,
    [subscriptionId],
  );
const changeInvoiceOf = async (accountId: string) => {
  const invoices = await invoicesOf((await subscriptionIdsOf(accountId))[0]);
  expect(invoices.map((invoice) => invoice.billing_reason).sort()).toEqual(['subscription_create', 'subscription_update']);
  return invoices.find((invoice) => invoice.billing_reason === 'subscription_update')!;
};
const subscriptionIdsOf = async (accountId: string) =>
  (await billing.query<{ subscription_id: string }>('SELECT subscription_id FROM $schema.subscriptions WHERE account_id = $1', [accountId])).map((row) => row.subscription_id);

describe('subscribing in test mode', () => {
  it('subscribes monthly with 4242: active, billed the plan price, next billing a month on, the card shown', async () => {
    const client = await newClient();
    const answer = await client.send('createSubscription', { planName: 'Starter', billing: 'monthly', paymentMethodId: await client.card(TestCards.success) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ requiresAction: false, clientSecret: null });
    const subscription = (await client.subscription())!;
    expect(subscription).toMatchObject({ plan: 'Starter', status: 'active', billing: 'monthly', priceCents: 9700, maxAutomations: 3, cancelAtPeriodEnd: false, card: { brand: 'visa', last4: '4242' } });
    const days = (new Date(subscription.nextBillingDate!).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const [id] = await subscriptionIdsOf(client.accountId);
    expect(await invoicesOf(id)).toEqual([{ amount_due: 9700, status: 'paid', billing_reason: 'subscription_create' }]);
  });

  it('ignores a price, an amount or a customer the client sends: the plan and cycle decide', async () => {
    const client = await newClient();
    const answer = await client.send('createSubscription', {
      planName: 'Growth',
      billing: 'yearly',
      paymentMethodId: await client.card(TestCards.success),
      price: 'price_sim_starter_monthly',
      priceId: 'price_sim_starter_monthly',
      amount: 1,
      customer: 'cus_someone_else',
    });
    expect(answer.status).toBe(200);
    expect(await client.subscription()).toMatchObject({ plan: 'Growth', billing: 'yearly', priceCents: 297000 });
    expect(await invoicesOf((await subscriptionIdsOf(client.accountId))[0])).toEqual([expect.objectContaining({ amount_due: 297000 })]);
  });

  it('a double submit makes one subscription, and the second answer is the same subscription', async () => {
    const client = await newClient();
    const body = { planName: 'Growth', billing: 'monthly', paymentMethodId: await client.card(TestCards.success) };
    const [first, second] = await Promise.all([client.send('createSubscription', body), client.send('createSubscription', body)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await subscriptionIdsOf(client.accountId)).toHaveLength(1);
    expect((await client.subscription())!.plan).toBe('Growth');
  });

  it('a declined card (0002) is a 402 with the bank\'s message, and leaves no subscription', async () => {
    const client = await newClient();
    const answer = await client.send('createSubscription', { planName: 'Starter', billing: 'monthly', paymentMethodId: await client.card(TestCards.declined) });
    expect(answer.status).toBe(402);
    expect(answer.body.error.message).toBe('Your card was declined.');
    expect(await client.subscription()).toBeNull();
  });

  it('3155 asks for 3-D Secure: the client secret, then the test page completes the payment', async () => {
    const client = await newClient();
    const answer = await client.send('createSubscription', { planName: 'Starter', billing: 'monthly', paymentMethodId: await client.card(TestCards.authenticationRequired) });
    expect(answer.status).toBe(200);
    expect(answer.body.requiresAction).toBe(true);
    expect(answer.body.clientSecret).toMatch(/^pi_sim\w+_secret_\w+$/);
    expect(await client.subscription()).toMatchObject({ status: 'incomplete', paymentIssue: 'action_required' });
    const authenticated = await call('authenticateTestModePayment', undefined, { clientSecret: answer.body.clientSecret, approve: true });
    expect(authenticated.body).toEqual({ status: 'succeeded' });
    expect(await client.subscription()).toMatchObject({ status: 'active', paymentIssue: null, actionClientSecret: null });
  });

  it('a refused 3-D Secure leaves it unpaid, and a new submit with another card subscribes', async () => {
    const client = await newClient();
    const first = await client.send('createSubscription', { planName: 'Starter', billing: 'monthly', paymentMethodId: await client.card(TestCards.authenticationRequired) });
    expect((await call('authenticateTestModePayment', undefined, { clientSecret: first.body.clientSecret, approve: false })).body).toEqual({ status: 'failed' });
    expect(await client.subscription()).toMatchObject({ status: 'incomplete', paymentIssue: 'payment_failed' });
    const second = await client.send('createSubscription', { planName: 'Starter', billing: 'monthly', paymentMethodId: await client.card(TestCards.success) });
    expect(second.body.requiresAction).toBe(false);
    expect(await client.subscription()).toMatchObject({ status: 'active' });
  });
});

describe('changing plan', () => {
  it('an upgrade applies now and charges the prorated difference', async () => {
    const client = await subscribed('Starter', 'monthly');
    const answer = await client.send('updateSubscription', { planName: 'Growth', billing: 'monthly' });
    expect(answer.status).toBe(200);
    expect(answer.body.subscription).toMatchObject({ plan: 'Growth', billing: 'monthly', maxAutomations: 10, scheduledChange: null });
    const proration = await changeInvoiceOf(client.accountId);
    expect(proration.status).toBe('paid');
    // Nearly the whole month is left: nearly the whole difference (29700 - 9700) is charged.
    expect(proration.amount_due).toBeGreaterThan(19000);
    expect(proration.amount_due).toBeLessThanOrEqual(20000);
  });

  it('a downgrade is scheduled for the period end, shown, and happens when the clock gets there', async () => {
    const client = await subscribed('Growth', 'monthly');
    const answer = await client.send('updateSubscription', { planName: 'Starter', billing: 'monthly' });
    expect(answer.body.subscription).toMatchObject({ plan: 'Growth', scheduledChange: { plan: 'Starter', billing: 'monthly' } });
    expect(answer.body.subscription.scheduledChange.effectiveAt).toBe(answer.body.subscription.currentPeriodEnd);
    await advanceDays(32);
    expect(await client.subscription()).toMatchObject({ plan: 'Starter', status: 'active', scheduledChange: null });
    const invoices = await invoicesOf((await subscriptionIdsOf(client.accountId))[0]);
    expect(invoices.at(-1)).toMatchObject({ billing_reason: 'subscription_cycle', amount_due: 9700, status: 'paid' });
  });

  it('choosing the current plan again drops the scheduled downgrade', async () => {
    const client = await subscribed('Growth', 'monthly');
    await client.send('updateSubscription', { planName: 'Starter', billing: 'monthly' });
    const kept = await client.send('updateSubscription', { planName: 'Growth', billing: 'monthly' });
    expect(kept.body.subscription).toMatchObject({ plan: 'Growth', scheduledChange: null });
  });

  it('a scheduled downgrade can be undone: the plan stays, and renews at its own price', async () => {
    const client = await subscribed('Growth', 'monthly');
    await client.send('updateSubscription', { planName: 'Starter', billing: 'monthly' });
    const undone = await client.send('undoScheduledChange', {});
    expect(undone.status).toBe(200);
    expect(undone.body.subscription).toMatchObject({ plan: 'Growth', scheduledChange: null });
    await advanceDays(32);
    expect(await client.subscription()).toMatchObject({ plan: 'Growth', status: 'active', scheduledChange: null });
    const invoices = await invoicesOf((await subscriptionIdsOf(client.accountId))[0]);
    expect(invoices.at(-1)).toMatchObject({ billing_reason: 'subscription_cycle', amount_due: 29700, status: 'paid' });
    await endSubscription(client);
  });

  it('undoing when nothing is scheduled changes nothing', async () => {
    const client = await subscribed('Growth', 'monthly');
    const before = await client.subscription();
    const answer = await client.send('undoScheduledChange', {});
    expect(answer.status).toBe(200);
    expect(answer.body.subscription).toEqual(before);
    await endSubscription(client);
  });

  it("the preview of an upgrade is what the upgrade then charges, and makes no invoice", async () => {
    const client = await subscribed('Starter', 'monthly');
    const subscriptionId = (await subscriptionIdsOf(client.accountId))[0];
    const preview = await client.preview({ planName: 'Growth', billing: 'monthly' });
    expect(preview.status).toBe(200);
    expect(preview.body.appliesAt).toBe('now');
    expect(preview.body.chargedTodayCents).toBeGreaterThan(19000);
    expect(preview.body.chargedTodayCents).toBeLessThanOrEqual(20000);
    expect(await invoicesOf(subscriptionId)).toHaveLength(1);
    await client.send('updateSubscription', { planName: 'Growth', billing: 'monthly' });
    const { amount_due: charged } = await changeInvoiceOf(client.accountId);
    // Prorated to the second: the seconds between preview and change may move it by a cent.
    expect(Math.abs(charged - preview.body.chargedTodayCents)).toBeLessThanOrEqual(1);
    await endSubscription(client);
  });

  it('the preview of monthly to yearly charges the year less the unused month; a downgrade charges nothing today', async () => {
    const client = await subscribed('Growth', 'monthly');
    const yearly = await client.preview({ planName: 'Growth', billing: 'yearly' });
    expect(yearly.body.appliesAt).toBe('now');
    expect(yearly.body.chargedTodayCents).toBeGreaterThanOrEqual(297000 - 29700);
    expect(yearly.body.chargedTodayCents).toBeLessThan(297000);
    expect((await client.preview({ planName: 'Starter', billing: 'monthly' })).body).toEqual({ appliesAt: 'period_end', chargedTodayCents: 0 });
    await endSubscription(client);
  });

  it('a preview of a plan that is not one is a 400 with field errors', async () => {
    const client = await subscribed('Starter', 'monthly');
    const bad = await client.preview({ planName: 'Gold', billing: 'weekly' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(expect.arrayContaining(['planName', 'billing']));
    await endSubscription(client);
  });

  it('monthly to yearly starts a yearly period now, the unused month credited', async () => {
    const client = await subscribed('Growth', 'monthly');
    const answer = await client.send('updateSubscription', { planName: 'Growth', billing: 'yearly' });
    expect(answer.body.subscription).toMatchObject({ plan: 'Growth', billing: 'yearly', priceCents: 297000 });
    expect((new Date(answer.body.subscription.nextBillingDate).getTime() - Date.now()) / DAY).toBeGreaterThan(360);
    const { amount_due: charged } = await changeInvoiceOf(client.accountId);
    expect(charged).toBeGreaterThanOrEqual(297000 - 29700);
    expect(charged).toBeLessThan(297000);
  });

  it('a client with a live subscription who subscribes again changes it instead of getting a second one', async () => {
    const client = await subscribed('Starter', 'monthly');
    const again = await client.send('createSubscription', { planName: 'Enterprise', billing: 'monthly', paymentMethodId: await client.card(TestCards.success) });
    expect(again.status).toBe(200);
    expect(await subscriptionIdsOf(client.accountId)).toHaveLength(1);
    expect(await client.subscription()).toMatchObject({ plan: 'Enterprise', maxAutomations: -1 });
  });
});

describe('canceling', () => {
  it('at period end: the warning shows, it can be undone, and otherwise it ends when the period does', async () => {
    const client = await subscribed('Starter', 'monthly');
    const canceled = await client.send('cancelSubscription', { immediate: false });
    expect(canceled.body).toMatchObject({ immediate: false, subscription: { cancelAtPeriodEnd: true, status: 'active', nextBillingDate: null } });
    const resumed = await client.send('resumeSubscription', {});
    expect(resumed.body.subscription).toMatchObject({ cancelAtPeriodEnd: false, status: 'active' });
    expect(resumed.body.subscription.nextBillingDate).not.toBeNull();
    await client.send('cancelSubscription', { immediate: false });
    await advanceDays(32);
    expect(await client.subscription()).toMatchObject({ status: 'canceled', nextBillingDate: null });
    expect((await invoicesOf((await subscriptionIdsOf(client.accountId))[0])).map((invoice) => invoice.billing_reason)).toEqual(['subscription_create']);
  });

  it('immediately: access ends now and nothing more is billed', async () => {
    const client = await subscribed('Growth', 'yearly');
    const canceled = await client.send('cancelSubscription', { immediate: true });
    expect(canceled.body).toMatchObject({ immediate: true, subscription: { status: 'canceled', nextBillingDate: null } });
    await advanceDays(400);
    expect(await invoicesOf((await subscriptionIdsOf(client.accountId))[0])).toHaveLength(1);
    expect((await client.send('cancelSubscription', { immediate: true })).status).toBe(409);
  });
});

describe('renewals', () => {
  it('a failed renewal makes it past due with "update your card"; a new card pays it and it is active again', async () => {
    const client = await subscribed('Starter', 'monthly');
    expect((await client.send('updatePaymentMethod', { paymentMethodId: await client.card(TestCards.chargeFailsAfterAttach) })).status).toBe(200);
    await advanceDays(31);
    expect(await client.subscription()).toMatchObject({ status: 'past_due', paymentIssue: 'payment_failed', card: { last4: '0341' } });
    expect((await client.send('updateSubscription', { planName: 'Growth', billing: 'monthly' })).status).toBe(409);
    const fixed = await client.send('updatePaymentMethod', { paymentMethodId: await client.card(TestCards.success) });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ requiresAction: false, subscription: { status: 'active', paymentIssue: null, card: { last4: '4242' } } });
  });

  it('a renewal whose bank asks for 3-D Secure (3184) waits for the client to confirm it, then is paid', async () => {
    const client = await newClient();
    const first = await client.send('createSubscription', { planName: 'Starter', billing: 'monthly', paymentMethodId: await client.card(TestCards.alwaysAuthenticate) });
    await call('authenticateTestModePayment', undefined, { clientSecret: first.body.clientSecret, approve: true });
    expect(await client.subscription()).toMatchObject({ status: 'active' });
    await advanceDays(31);
    const waiting = (await client.subscription())!;
    expect(waiting).toMatchObject({ status: 'past_due', paymentIssue: 'action_required', actionClientSecret: expect.stringMatching(/_secret_/) });
    expect((await call('authenticateTestModePayment', undefined, { clientSecret: waiting.actionClientSecret, approve: true })).body).toEqual({ status: 'succeeded' });
    expect(await client.subscription()).toMatchObject({ status: 'active', paymentIssue: null, actionClientSecret: null });
  });

  it("the agency's summary lists a past-due subscription first and leaves it out of the recurring revenue", async () => {
    const client = await subscribed('Enterprise', 'yearly');
    await client.send('updatePaymentMethod', { paymentMethodId: await client.card(TestCards.chargeFailsAfterAttach) });
    await advanceDays(366);
    const summary = (await billing.app.inject({ method: 'GET', url: endpointPath('subscriptionSummary') })).json() as SubscriptionSummaryResponse;
    const pastDue = summary.subscriptions.filter((s) => s.status === 'past_due');
    expect(pastDue).toContainEqual(expect.objectContaining({ accountId: client.accountId, plan: 'Enterprise', monthlyCents: 83083, paymentIssue: 'payment_failed' }));
    expect(summary.subscriptions.slice(0, pastDue.length)).toEqual(pastDue);
    expect(summary.pastDueCount).toBe(pastDue.length);
    expect(summary.mrrCents).toBe(summary.subscriptions.filter((s) => s.status === 'active').reduce((sum, s) => sum + s.monthlyCents, 0));
  });

  it('a renewal that keeps failing is retried, then the subscription is canceled', async () => {
    const client = await subscribed('Starter', 'monthly');
    await client.send('updatePaymentMethod', { paymentMethodId: await client.card(TestCards.chargeFailsAfterAttach) });
    await advanceDays(31 + 16);
    expect(await client.subscription()).toMatchObject({ status: 'canceled' });
  });
});

describe('the rules', () => {
  it('refuses a bad body with field errors, no session with 401, an admin with 403', async () => {
    const client = await newClient();
    const bad = await client.send('createSubscription', { planName: 'Gold', billing: 'weekly', paymentMethodId: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(expect.arrayContaining(['planName', 'billing', 'paymentMethodId']));
    expect((await call('createSubscription', undefined, { planName: 'Starter', billing: 'monthly', paymentMethodId: 'pm_card_visa' })).status).toBe(401);
    expect((await call('createSubscription', await cookieOf('admin'), { planName: 'Starter', billing: 'monthly', paymentMethodId: 'pm_card_visa' })).status).toBe(403);
  });

  it('has nothing to change, cancel or resume without a subscription (409)', async () => {
    const client = await newClient();
    for (const [name, body] of [['updateSubscription', { planName: 'Growth', billing: 'monthly' }], ['cancelSubscription', { immediate: false }], ['resumeSubscription', {}], ['undoScheduledChange', {}]] as const) {
      expect((await client.send(name, body)).status).toBe(409);
    }
    expect((await client.preview({ planName: 'Growth', billing: 'monthly' })).status).toBe(409);
  });

  it('refuses a card number that is not one (402 with Stripe\'s wording), and an unknown 3-D Secure secret (404)', async () => {
    const invalid = await call('createTestModePaymentMethod', undefined, { card: { number: '4242424242424241', expMonth: 12, expYear: 2034, cvc: '123' } });
    expect(invalid.status).toBe(402);
    expect(invalid.body.error.message).toBe('Your card number is incorrect.');
    expect((await call('authenticateTestModePayment', undefined, { clientSecret: 'pi_nope_secret_nope', approve: true })).status).toBe(404);
  });

  it('lets only an admin read the clock, and only an owner move it (a billing setting)', async () => {
    const client = await newClient();
    expect((await call('testClock', client.cookie)).status).toBe(403);
    expect((await call('testClock', await cookieOf('admin', undefined, 'staff'))).status).toBe(200);
    expect((await call('advanceTestClock', await cookieOf('admin', undefined, 'staff'), { days: 1 })).status).toBe(403);
    expect((await call('advanceTestClock', undefined, { days: 1 })).status).toBe(401);
    expect((await call('advanceTestClock', await cookieOf('admin'), { days: 0 })).status).toBe(400);
    expect((await call('testClock', await cookieOf('admin'))).status).toBe(200);
  });
});
