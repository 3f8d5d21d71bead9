import { CHECKOUT_ABANDONED_AFTER_HOURS, CreatePaymentIntentResponse, OrderEmailsResponse, OrderListResponse, orderConfirmationSubject, TestCards } from '@biz/contracts';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app';
import { exampleLead, paymentIntentIdOf, testCard } from '../testing/checkout.fixtures';

let t: BillingTestApp;
const ids: Record<string, string> = {};

async function order(name: string, email: string, pkg: 'starter' | 'growth', card?: string) {
  const lead = { ...exampleLead, businessName: name, contactEmail: email };
  const res = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { package: pkg, lead } });
  const { clientSecret } = CreatePaymentIntentResponse.parse(res.json());
  if (card) await t.app.inject({ method: 'POST', url: '/api/billing/test-mode/confirm-payment', payload: { clientSecret, card: testCard(card) } });
  ids[name] = paymentIntentIdOf(clientSecret);
}

const list = async (query = '') => OrderListResponse.parse((await t.app.inject({ method: 'GET', url: `/internal/orders${query}` })).json());
const names = async (query: string) => (await list(query)).orders.map((o) => o.lead?.businessName);

beforeAll(async () => {
  t = await startBillingTestApp();
  await order('Glow Med Spa', 'owner@glow.example', 'starter', TestCards.success);
  await order('Iron Gym', 'coach@iron.example', 'growth', TestCards.declined);
  await order('100% Dental', 'desk@dental.example', 'growth');
  await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { package: 'starter' } });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /internal/orders', () => {
  it('lists every order newest first, with its lead, amount, status and confirmation email', async () => {
    const res = await list();
    expect(res).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(res.orders.map((o) => o.lead?.businessName ?? null)).toEqual([null, '100% Dental', 'Iron Gym', 'Glow Med Spa']);
    const [anonymous, dental, gym, glow] = res.orders;
    expect(glow).toMatchObject({ package: 'starter', amountCents: 50000, currency: 'usd', status: 'paid', paymentIntentId: ids['Glow Med Spa'], confirmationEmail: 'queued', failureMessage: null });
    expect(glow.lead).toEqual({ ...exampleLead, businessName: 'Glow Med Spa', contactEmail: 'owner@glow.example' });
    expect(glow.paidAt).not.toBeNull();
    expect(gym).toMatchObject({ amountCents: 100000, status: 'payment_failed', failureMessage: 'Your card was declined.', confirmationEmail: 'none', paidAt: null });
    expect(dental).toMatchObject({ status: 'pending', stage: 'pending', confirmationEmail: 'none' });
    expect(anonymous).toMatchObject({ status: 'pending', lead: null });
    expect(res.orders.map((o) => o.stage)).toEqual(['pending', 'pending', 'payment_failed', 'paid']);
  });

  it('filters by stage', async () => {
    expect(await names('?stage=paid')).toEqual(['Glow Med Spa']);
    expect(await names('?stage=payment_failed')).toEqual(['Iron Gym']);
    expect((await list('?stage=pending')).total).toBe(2);
    expect((await list('?stage=abandoned')).total).toBe(0);
  });

  it(`turns an unpaid checkout abandoned after ${CHECKOUT_ABANDONED_AFTER_HOURS} h, never a paid one`, async () => {
    await order('Stale Bakery', 'chef@stale.example', 'starter');
    await order('Old Paid Barber', 'cut@oldpaid.example', 'starter', TestCards.success);
    await order('Almost Stale Florist', 'buds@florist.example', 'starter');
    const agedBy = (hours: number, email: string) =>
      t.query(`UPDATE $schema.orders SET created_at = now() - make_interval(hours => ${hours}), last_checkout_at = now() - make_interval(hours => ${hours}) WHERE lead->>'contactEmail' = '${email}'`);
    await agedBy(CHECKOUT_ABANDONED_AFTER_HOURS + 1, 'chef@stale.example');
    await agedBy(CHECKOUT_ABANDONED_AFTER_HOURS + 1, 'cut@oldpaid.example');
    await agedBy(CHECKOUT_ABANDONED_AFTER_HOURS - 1, 'buds@florist.example');

    expect(await names('?stage=abandoned')).toEqual(['Stale Bakery']);
    expect((await list('?stage=abandoned')).orders[0]).toMatchObject({ status: 'pending', stage: 'abandoned' });
    expect(await names('?stage=paid&search=barber')).toEqual(['Old Paid Barber']);
    expect(await names('?stage=pending&search=florist')).toEqual(['Almost Stale Florist']);
    await t.query(`DELETE FROM $schema.orders WHERE lead->>'contactEmail' IN ('chef@stale.example', 'cut@oldpaid.example', 'buds@florist.example')`);
  });

  it('groups a lead\'s unpaid checkouts of a package into one row, the latest, until a payment makes them moot', async () => {
    // Rows as page loads made them before checkouts were reused: three unpaid starters of one lead.
    const lead = JSON.stringify({ ...exampleLead, businessName: 'Twice Loaded Cafe', contactEmail: 'Brew@cafe.example' });
    const insert = (pkg: string, minutesAgo: number, status = 'pending') =>
      t.query(
        `INSERT INTO $schema.orders (package, amount_cents, currency, status, payment_intent_id, client_secret, lead, created_at, paid_at)
         VALUES ('${pkg}', 50000, 'usd', '${status}', 'pi_dup_${pkg}_${minutesAgo}', 'pi_dup_${pkg}_${minutesAgo}_secret', '${lead}', now() - make_interval(mins => ${minutesAgo}), ${status === 'paid' ? 'now()' : 'null'})`,
      );
    await insert('starter', 30);
    await insert('starter', 20);
    await insert('starter', 10, 'payment_failed');
    await insert('growth', 15);
    const rows = async () => (await list('?search=cafe')).orders.map((o) => `${o.package} ${o.status}`);
    expect(await rows()).toEqual(['starter payment_failed', 'growth pending']);
    // The lead comes back for the starter: the latest open one is reused, no new row.
    const again = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { package: 'starter', lead: { ...exampleLead, contactEmail: 'brew@CAFE.example' } } });
    expect(CreatePaymentIntentResponse.parse(again.json()).clientSecret).toBe('pi_dup_starter_10_secret');
    expect(await t.query(`SELECT count(*)::int AS n FROM $schema.orders WHERE lower(lead->>'contactEmail') = 'brew@cafe.example'`)).toEqual([{ n: 4 }]);
    // An older tab pays: nothing of the starter is left to recover, the growth still is.
    await insert('starter', 40, 'paid');
    expect(await rows()).toEqual(['growth pending', 'starter paid']);
    await t.query(`DELETE FROM $schema.orders WHERE lower(lead->>'contactEmail') = 'brew@cafe.example'`);
  });

  it("finds one client's orders by the lead's whole email, any case", async () => {
    await order('Glow Med Spa second', 'OWNER@glow.example', 'growth');
    expect(await names('?email=owner%40GLOW.example')).toEqual(['Glow Med Spa second', 'Glow Med Spa']);
    expect(await names('?email=owner%40glow.exampl')).toEqual([]);
    await t.query(`DELETE FROM $schema.orders WHERE lead->>'businessName' = 'Glow Med Spa second'`);
  });

  it('searches the lead\'s business name and email case-insensitively, taking % and _ literally', async () => {
    expect(await names('?search=GLOW')).toEqual(['Glow Med Spa']);
    expect(await names('?search=iron.example')).toEqual(['Iron Gym']);
    expect(await names('?search=100%25')).toEqual(['100% Dental']);
    expect(await names('?search=_')).toEqual([]);
  });

  it('pages, answering the total past the end', async () => {
    const second = await list('?page=2&pageSize=3');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.orders.map((o) => o.lead?.businessName)).toEqual(['Glow Med Spa']);
    expect(await list('?page=9')).toMatchObject({ total: 4, orders: [] });
  });

  it.each(['stage=shipped', 'email=nope', 'page=0', 'pageSize=1000', 'page=abc'])('refuses %s with a 400', async (query) => {
    expect((await t.app.inject({ method: 'GET', url: `/internal/orders?${query}` })).statusCode).toBe(400);
  });
});

describe('POST /internal/orders/forget', () => {
  it("keeps a deleted client's orders as money records without the lead, drops their emails, and leaves other clients alone", async () => {
    await order('Forget Me Salon', 'Forget.Me@salon.example', 'starter', TestCards.success);
    await order('Forget Me Salon again', 'forget.me@salon.example', 'growth');
    const forgotten = (await list('?search=forget.me')).orders;
    expect(forgotten).toHaveLength(2);
    const res = await t.app.inject({ method: 'POST', url: '/internal/orders/forget', payload: { email: 'FORGET.ME@salon.example' } });
    expect(res.json()).toEqual({ orders: 2 });

    const after = (await list()).orders.filter((o) => forgotten.some((f) => f.id === o.id));
    expect(after.map((o) => ({ lead: o.lead, confirmationEmail: o.confirmationEmail, amountCents: o.amountCents, status: o.status }))).toEqual([
      { lead: null, confirmationEmail: 'none', amountCents: 100000, status: 'pending' },
      { lead: null, confirmationEmail: 'none', amountCents: 50000, status: 'paid' },
    ]);
    expect(await t.query(`SELECT 1 FROM $schema.order_emails WHERE lower("to") = 'forget.me@salon.example'`)).toEqual([]);
    expect(await names('?search=glow')).toEqual(['Glow Med Spa']);
  });

  it('refuses a body without a valid email with 400', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/internal/orders/forget', payload: { email: 'nope' } })).statusCode).toBe(400);
  });
});

describe('POST /internal/orders/emails', () => {
  const emailsTo = (emails: unknown) => t.app.inject({ method: 'POST', url: '/internal/orders/emails', payload: { emails } });

  it("answers billing's emails to the addresses, any case, newest first, named by their subject before the worker renders them", async () => {
    await order('Two Doors Spa', 'front@twodoors.example', 'starter', TestCards.success);
    await order('Two Doors Spa again', 'Owner@TwoDoors.example', 'growth', TestCards.success);
    const { emails } = OrderEmailsResponse.parse((await emailsTo(['FRONT@twodoors.example', 'owner@twodoors.example', 'nobody@twodoors.example'])).json());
    expect(emails.map(({ to, subject, status, body, sentAt }) => ({ to, subject, status, body, sentAt }))).toEqual([
      { to: 'Owner@TwoDoors.example', subject: orderConfirmationSubject('growth'), status: 'queued', body: '', sentAt: null },
      { to: 'front@twodoors.example', subject: orderConfirmationSubject('starter'), status: 'queued', body: '', sentAt: null },
    ]);
    // Another lead's are not among them, and an unpaid order has none.
    expect((await emailsTo(['desk@dental.example'])).json()).toEqual({ emails: [] });
  });

  it('refuses no address, or one that is not an email, with 400', async () => {
    for (const emails of [[], ['nope'], 'owner@glow.example']) expect((await emailsTo(emails)).statusCode).toBe(400);
  });
});
