import { AdminOrdersResponse, ErrorEnvelope } from '@biz/contracts';
import { startAdminTestApp } from '../../testing/admin-test-app';
import { clientThrough, sprintLeadOf } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';

// Real svc-intake and svc-billing processes behind svc-admin's Orders tab.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  stack = await startAdminOnContexts();
  const { contexts } = stack;
  ids.paid = await clientThrough(contexts, 'Paid Salon', 'owner@paid.example');
  ids.unpaid = await clientThrough(contexts, 'Unpaid Spa', 'owner@unpaid.example', { order: 'unpaid' });
  // The same email submitted twice: its order links to the newest submission.
  await clientThrough(contexts, 'Twice Studio', 'Twice@studio.example', { order: 'none' });
  ids.twice = await clientThrough(contexts, 'Twice Studio again', 'twice@studio.example', { order: 'none' });
  await contexts.post(`${contexts.billingUrl}/api/create-payment-intent`, { package: 'growth', lead: sprintLeadOf('Twice Studio', 'TWICE@studio.example') });
  // A checkout with no submission behind it, and one with no lead at all.
  await contexts.post(`${contexts.billingUrl}/api/create-payment-intent`, { package: 'growth', lead: sprintLeadOf('Walk-in Barber', 'walkin@barber.example') });
  await contexts.post(`${contexts.billingUrl}/api/create-payment-intent`, { package: 'starter' });
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

const ordersPage = async (query = '') => {
  const res = await stack.t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: { cookie: stack.cookie } });
  expect(res.statusCode).toBe(200);
  return AdminOrdersResponse.parse(res.json());
};

it('lists every sprint order newest first with its lead and stage, linked to the submission its email made', async () => {
  const page = await ordersPage();
  expect(page).toMatchObject({ total: 5, page: 1, pageSize: 20 });
  expect(page.orders.map((o) => [o.lead?.businessName ?? null, o.stage, o.submissionId])).toEqual([
    [null, 'pending', null],
    ['Walk-in Barber', 'pending', null],
    ['Twice Studio', 'pending', ids.twice],
    ['Unpaid Spa', 'pending', ids.unpaid],
    ['Paid Salon', 'paid', ids.paid],
  ]);
  expect(page.orders[4]).toMatchObject({ package: 'starter', amountCents: 50000, confirmationEmail: 'queued', lead: { contactEmail: 'owner@paid.example' } });
});

it('filters by stage and searches the lead', async () => {
  expect((await ordersPage('?stage=paid')).orders.map((o) => o.lead?.businessName)).toEqual(['Paid Salon']);
  expect((await ordersPage('?search=barber')).orders.map((o) => o.lead?.businessName)).toEqual(['Walk-in Barber']);
  expect(await ordersPage('?stage=abandoned')).toMatchObject({ total: 0, orders: [] });
});

it('refuses a bad query with field errors, and is a 503 with Retry-After while billing is down', async () => {
  const bad = await stack.t.app.inject({ method: 'GET', url: '/api/admin/orders?stage=shipped', headers: { cookie: stack.cookie } });
  expect(bad.statusCode).toBe(400);
  expect(ErrorEnvelope.parse(bad.json()).error.code).toBe('ValidationFailed');

  const down = await startAdminTestApp({ INTAKE_URL: stack.contexts.intakeUrl, BILLING_URL: 'http://127.0.0.1:9' });
  try {
    const res = await down.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { cookie: await down.adminCookie() } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
  } finally {
    await down.close();
  }
}, 30_000);
