import { ORDERS_PAGE_SIZE_MAX, Packages } from '@biz/contracts';
import { exampleLead } from '@biz/contracts/src/testing/api-examples.fixture';
import { PACT_DIR, requestOf } from '@biz/ui-kit/jest/pact-browser-fetch';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { at, internalClientOf as call, JSON_HEADERS as json, traced } from '../testing/internal-pact';

// svc-admin reads svc-billing only through InternalClient: the real client is driven against the mock server.
const pact = new PactV4({ consumer: 'svc-admin', provider: 'svc-billing', dir: PACT_DIR, logLevel: 'warn' });
const { eachLike, integer, like, regex, uuid } = MatchersV3;

const PAID_ORDER = `the only order is a paid starter sprint of ${exampleLead.contactEmail}`;
const ORDER_ID = '5e0c9a7b-3f2d-4c1b-8a6e-7d9f0b1c2e3a';
const price = Packages.starter.priceCents;

const paidOrderShape = {
  id: uuid(ORDER_ID),
  package: 'starter',
  amountCents: integer(price),
  currency: 'usd',
  status: 'paid',
  stage: 'paid',
  paymentIntentId: like('pi_test_admin000000000000000000000'),
  // The Orders tab links an order to its client by the lead's email, and shows the business and phone.
  lead: {
    businessName: like(exampleLead.businessName),
    contactEmail: like(exampleLead.contactEmail),
    contactPhone: like(exampleLead.contactPhone),
    industry: like(exampleLead.industry),
    businessType: like(exampleLead.businessType),
    currentRevenue: like(exampleLead.currentRevenue),
    mainGoals: like(exampleLead.mainGoals),
    timeline: like(exampleLead.timeline),
  },
  failureMessage: null,
  confirmationEmail: regex('^(none|queued|sent|logged|failed)$', 'queued'),
  createdAt: at('2026-11-22T08:00:00.000Z'),
  paidAt: at('2026-11-22T08:01:00.000Z'),
};

describe('svc-admin → svc-billing (internal API)', () => {
  it("reads one page of the Orders tab, filtered and searched by billing's SQL", async () => {
    // As the Orders tab sends it: the admin's query parsed, so every default is there.
    const query = { stage: 'paid', search: 'paws', page: 1, pageSize: 20 } as const;
    await pact
      .addInteraction()
      .given(PAID_ORDER)
      .uponReceiving('a search of the paid orders')
      .withRequest(...requestOf('listOrders'), (request) => traced(request).query({ stage: 'paid', search: 'paws', page: '1', pageSize: '20' }))
      .willRespondWith(200, (response) => response.headers(json).jsonBody({ orders: eachLike(paidOrderShape), total: integer(1), page: 1, pageSize: 20 }))
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
      .willRespondWith(200, (response) => response.headers(json).jsonBody({ orders: eachLike(paidOrderShape), total: integer(1), page: 1, pageSize: ORDERS_PAGE_SIZE_MAX }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        const { orders } = await client.call('listOrders', { query: { email: exampleLead.contactEmail, pageSize: ORDERS_PAGE_SIZE_MAX } }, opts);
        expect(orders[0]).toMatchObject({ id: ORDER_ID, paidAt: '2026-11-22T08:01:00.000Z' });
      });
  });

  it("makes billing forget a deleted client's lead and emails, keeping the money record", async () => {
    await pact
      .addInteraction()
      .given(PAID_ORDER)
      .uponReceiving('a request to forget the customer of one email')
      .withRequest(...requestOf('forgetCustomer'), (request) => traced(request).jsonBody({ email: exampleLead.contactEmail }))
      .willRespondWith(200, (response) => response.headers(json).jsonBody({ orders: integer(1) }))
      .executeTest(async ({ url }) => {
        const { client, opts } = call(url);
        expect(await client.call('forgetCustomer', { body: { email: exampleLead.contactEmail } }, opts)).toEqual({ orders: 1 });
      });
  });
});
