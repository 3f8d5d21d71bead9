import { ORDERS_PAGE_SIZE_MAX } from '@biz/contracts';
import { exampleLead, PACT_DIR } from '@biz/contracts/testing';
import { requestFromState, requestOf } from '@biz/ui-kit/jest/pact-browser-fetch';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { ACCOUNT_ID, activeSubscriptionShape, at, jsonHeaders, ORDER_ID, paidOrderShape } from '@biz/contracts/testing/pact';
import { internalClientOf as call, traced } from '../../testing/internal-pact';

// svc-admin reads svc-billing only through InternalClient: the real client is driven against the mock server.
const pact = new PactV4({ consumer: 'svc-admin', provider: 'svc-billing', dir: PACT_DIR, logLevel: 'warn' });
const { eachLike, integer, like, regex } = MatchersV3;

const PAID_ORDER = `the only order is a paid starter sprint of ${exampleLead.contactEmail}`;
const paidOrder = paidOrderShape();

describe('svc-admin → svc-billing (internal API)', () => {
  it("reads one page of the Orders tab, filtered and searched by billing's SQL", async () => {
    // As the Orders tab sends it: the admin's query parsed, so every default is there.
    const query = { stage: 'paid', search: 'paws', page: 1, pageSize: 20 } as const;
    await pact
      .addInteraction()
      .given(PAID_ORDER)
      .uponReceiving('a search of the paid orders')
      .withRequest(...requestOf('listOrders'), (request) => traced(request).query({ stage: 'paid', search: 'paws', page: '1', pageSize: '20' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ orders: eachLike(paidOrder), total: integer(1), page: 1, pageSize: 20 }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const page = await client.call('listOrders', { query }, opts);
        expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
        expect(page.orders[0]).toMatchObject({ id: ORDER_ID, stage: 'paid', lead: { contactEmail: exampleLead.contactEmail } });
      });
  });

  it("reads every order of one client's email, for its profile", async () => {
    await pact
      .addInteraction()
      .given(PAID_ORDER)
      .uponReceiving("a request for one email's orders")
      .withRequest(...requestOf('listOrders'), (request) => traced(request).query({ email: exampleLead.contactEmail, pageSize: String(ORDERS_PAGE_SIZE_MAX) }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ orders: eachLike(paidOrder), total: integer(1), page: 1, pageSize: ORDERS_PAGE_SIZE_MAX }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const { orders } = await client.call('listOrders', { query: { email: exampleLead.contactEmail, pageSize: ORDERS_PAGE_SIZE_MAX } }, opts);
        expect(orders[0]).toMatchObject({ id: ORDER_ID, paidAt: '2026-11-22T08:02:00.000Z' });
      });
  });

  it('reads the phone each lead gave at its checkout, for the CSV export', async () => {
    const email = exampleLead.contactEmail.toLowerCase();
    await pact
      .addInteraction()
      .given(PAID_ORDER)
      .uponReceiving('a lookup of the phones of some leads')
      .withRequest(...requestOf('leadPhones'), (request) => traced(request).jsonBody({ emails: [email] }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ phones: eachLike({ email, phone: like(exampleLead.contactPhone) }) }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        expect(await client.call('leadPhones', { body: { emails: [email] } }, opts)).toEqual({ phones: [{ email, phone: exampleLead.contactPhone }] });
      });
  });

  it('has billing issue a link that resumes an abandoned checkout, for the recovery email', async () => {
    const token = 'q3V9d2Jx7Lm0pR4sT8uW1yZ5aC6eG9hJ2kN5oQ8rS1v';
    const abandoned = { ...paidOrder, package: 'growth', amountCents: integer(100000), status: 'pending', stage: 'abandoned', confirmationEmail: 'none', paidAt: null };
    await pact
      .addInteraction()
      .given(`an unpaid growth checkout of ${exampleLead.contactEmail} was left alone past the threshold`)
      .uponReceiving('a request for a resume link to one order of an email')
      .withRequest(...requestFromState('createCheckoutResumeLink', { id: ORDER_ID }), (request) => traced(request).jsonBody({ email: exampleLead.contactEmail }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ token: regex('^[A-Za-z0-9_-]{43}$', token), expiresAt: at('2026-11-29T08:00:00.000Z'), order: abandoned }),
      )
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const link = await client.call('createCheckoutResumeLink', { params: { id: ORDER_ID }, body: { email: exampleLead.contactEmail } }, opts);
        expect(link).toMatchObject({ token, order: { id: ORDER_ID, package: 'growth', stage: 'abandoned', lead: { contactEmail: exampleLead.contactEmail } } });
      });
  });

  it('has billing withdraw the resume links of one order of an email', async () => {
    await pact
      .addInteraction()
      .given(`an unpaid growth checkout of ${exampleLead.contactEmail} was left alone past the threshold`)
      .uponReceiving('a withdrawal of the resume links of one order of an email')
      .withRequest(...requestFromState('withdrawCheckoutResumeLinks', { id: ORDER_ID }), (request) => traced(request).jsonBody({ email: exampleLead.contactEmail }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ withdrawn: integer(0) }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        expect(await client.call('withdrawCheckoutResumeLinks', { params: { id: ORDER_ID }, body: { email: exampleLead.contactEmail } }, opts)).toEqual({ withdrawn: 0 });
      });
  });

  it("reads billing's emails to a business's addresses, for the email list of its record", async () => {
    const email = exampleLead.contactEmail;
    const confirmation = {
      id: like('6f1c1c2e-3b0a-4f55-9d4e-2f7d8c1a9b10'),
      to: like(email),
      subject: like('Your Starter Sprint is confirmed — next steps'),
      body: like(''),
      status: regex('^(queued|sent|logged|failed)$', 'queued'),
      smtpResponse: null,
      createdAt: at('2026-11-22T08:02:00.000Z'),
      sentAt: null,
    };
    await pact
      .addInteraction()
      .given(PAID_ORDER)
      .uponReceiving("a request for the emails billing sent some addresses")
      .withRequest(...requestOf('orderEmails'), (request) => traced(request).jsonBody({ emails: [email] }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ emails: eachLike(confirmation) }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const { emails } = await client.call('orderEmails', { body: { emails: [email] } }, opts);
        expect(emails).toEqual([expect.objectContaining({ to: email, subject: 'Your Starter Sprint is confirmed — next steps', status: 'queued', sentAt: null })]);
      });
  });

  it('has billing refund a paid growth sprint within the guarantee, through the provider', async () => {
    const refunded = { ...paidOrder, package: 'growth', amountCents: integer(100000), status: 'refunded', stage: 'refunded', refundedAt: at('2026-11-23T09:00:00.000Z') };
    await pact
      .addInteraction()
      .given(`a growth sprint of ${exampleLead.contactEmail} paid within the guarantee`)
      .uponReceiving('a request to refund one order')
      .withRequest(...requestFromState('refundOrder', { id: ORDER_ID }), (request) => traced(request).jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ order: refunded, refunded: true }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const answer = await client.call('refundOrder', { params: { id: ORDER_ID }, body: {} }, opts);
        expect(answer).toMatchObject({ refunded: true, order: { id: ORDER_ID, status: 'refunded', stage: 'refunded', refundedAt: '2026-11-23T09:00:00.000Z' } });
      });
  });

  it("makes billing forget a deleted client's lead and emails, keeping the money record", async () => {
    await pact
      .addInteraction()
      .given(PAID_ORDER)
      .uponReceiving('a request to forget the customer of one email')
      .withRequest(...requestOf('forgetCustomer'), (request) => traced(request).jsonBody({ email: exampleLead.contactEmail }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ orders: integer(1) }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        expect(await client.call('forgetCustomer', { body: { email: exampleLead.contactEmail } }, opts)).toEqual({ orders: 1 });
      });
  });

  it("reads a client account's subscription for its dashboard", async () => {
    await pact
      .addInteraction()
      .given(`account ${ACCOUNT_ID} subscribes to Growth, billed yearly`)
      .uponReceiving("a request for one account's subscription")
      .withRequest(...requestOf('accountSubscription', { accountId: ACCOUNT_ID }), traced)
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ subscription: activeSubscriptionShape('Growth', 'yearly') }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const { subscription } = await client.call('accountSubscription', { params: { accountId: ACCOUNT_ID } }, opts);
        expect(subscription).toMatchObject({ plan: 'Growth', billing: 'yearly', status: 'active' });
      });
  });

  it("reads every live subscription and the recurring revenue, for the admin's Subscriptions tab", async () => {
    const { uuid, integer: int, eachLike: each } = MatchersV3;
    const { nextBillingDate } = activeSubscriptionShape('Growth', 'yearly');
    await pact
      .addInteraction()
      .given(`account ${ACCOUNT_ID} subscribes to Growth, billed yearly`)
      .uponReceiving('a request for the subscriptions summary')
      .withRequest(...requestOf('subscriptionSummary'), traced)
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          mrrCents: int(24750),
          activeCount: int(1),
          pastDueCount: int(0),
          subscriptions: each({ accountId: uuid(ACCOUNT_ID), plan: 'Growth', billing: 'yearly', status: 'active', priceCents: int(297000), monthlyCents: int(24750), nextBillingDate, cancelAtPeriodEnd: false, paymentIssue: null }),
        }),
      )
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const summary = await client.call('subscriptionSummary', {}, opts);
        expect(summary.subscriptions[0]).toMatchObject({ accountId: ACCOUNT_ID, plan: 'Growth', monthlyCents: 24750 });
      });
  });

  it("finds the leads whose latest checkout phone holds some digits, for the desk's search", async () => {
    await pact
      .addInteraction()
      .given(PAID_ORDER)
      .uponReceiving('a search of the lead phones for the digits 1234567')
      .withRequest(...requestOf('searchLeadPhones'), (request) => traced(request).query({ digits: '1234567' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ leads: eachLike({ email: like(exampleLead.contactEmail.toLowerCase()), phone: like(exampleLead.contactPhone) }) }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const { leads } = await client.call('searchLeadPhones', { query: { digits: '1234567' } }, opts);
        expect(leads).toEqual([{ email: exampleLead.contactEmail.toLowerCase(), phone: exampleLead.contactPhone }]);
      });
  });
});
