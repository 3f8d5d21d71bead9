import { AdminDashboardResponse, BusinessIntakeResponse, ErrorEnvelope, type AdminDashboardQuery } from '@biz/contracts';
import { freePort } from '@biz/server-kit/testing';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';
import { startAdminOnContexts, type ContextProcesses } from '../../testing/context-processes';

// The real svc-intake process, filled through its public API; svc-admin reads it through the internal API.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
let contexts: ContextProcesses;
let t: AdminTestApp;
let cookie: string;

const businesses = [
  { businessName: 'Alpha Dental', contactEmail: 'alpha@dental.example', industry: 'dental', select: 2 },
  { businessName: 'Bravo Fitness', contactEmail: 'owner@bravo.example', industry: 'fitness', select: 0 },
  { businessName: 'Charlie Salon', contactEmail: 'charlie@salon.example', industry: 'salon', select: 1 },
];

beforeAll(async () => {
  stack = await startAdminOnContexts();
  ({ contexts, t, cookie } = stack);
  for (const { select, ...business } of businesses) {
    const { client, suggestions } = BusinessIntakeResponse.parse(
      await contexts.post(`${contexts.intakeUrl}/api/business-intake`, { ...business, companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] }),
    );
    if (select) await contexts.post(`${contexts.intakeUrl}/api/workflow-selection`, { clientId: client.id, selectedWorkflows: suggestions.slice(0, select) });
  }
}, 60_000);

afterAll(async () => {
  await stack?.close();
});

async function dashboard(query: AdminDashboardQuery = {}) {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', query: query as Record<string, string>, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return AdminDashboardResponse.parse(res.json());
}
const names = (page: AdminDashboardResponse) => page.submissions.map((s) => s.businessName);

describe('GET /api/admin/dashboard', () => {
  it('answers the four figures and the newest submissions first, from svc-intake', async () => {
    const page = await dashboard();
    expect(page.stats).toMatchObject({ totalSubmissions: 3, plansGenerated: 0, pendingReview: 3 });
    // Nothing sold yet (decision 064): the card counts no sprint and no subscription; the selections are proposed.
    expect(page.stats.pipelineValue).toBe(0);
    expect(page.pipeline).toMatchObject({ sprints: 0, subscriptionsYear: 0, proposals: 0 });
    expect(page.pipeline.proposed).toBeGreaterThan(0);
    expect(names(page)).toEqual(['Charlie Salon', 'Bravo Fitness', 'Alpha Dental']);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    // No ticket yet: nothing waits and no first response is due (the card says so rather than 100 %).
    expect(page.support).toEqual({ waiting: 0, firstResponses: { due: 0, withinPromise: 0 } });
  });

  it('searches business names and emails, filters by status, sorts and pages on the server', async () => {
    expect(names(await dashboard({ search: 'BRAVO' }))).toEqual(['Bravo Fitness']);
    expect(names(await dashboard({ search: 'alpha@dental' }))).toEqual(['Alpha Dental']);
    expect((await dashboard({ status: 'generated' })).total).toBe(0);
    expect(names(await dashboard({ sort: 'name' }))).toEqual(['Alpha Dental', 'Bravo Fitness', 'Charlie Salon']);
    expect(names(await dashboard({ sort: 'oldest' }))).toEqual(['Alpha Dental', 'Bravo Fitness', 'Charlie Salon']);
    const byValue = await dashboard({ sort: 'value' });
    expect(byValue.submissions.map((s) => s.totalValue)).toEqual([...byValue.submissions.map((s) => s.totalValue)].sort((a, b) => b - a));
    expect(names(byValue).at(-1)).toBe('Bravo Fitness');
    const second = await dashboard({ pageSize: 2, page: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(names(second)).toEqual(['Alpha Dental']);
  });

  it('refuses a bad query with 400 and the fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard?status=archived&pageSize=1000', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(ErrorEnvelope.parse(res.json()).error.fields ?? {}).sort()).toEqual(['pageSize', 'status']);
  });

  it('is a 503 with Retry-After while svc-intake is down, not a 500', async () => {
    const down = await startAdminTestApp({ INTAKE_URL: `http://127.0.0.1:${await freePort()}` });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: await down.adminCookie() } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await down.close();
    }
  });
});
