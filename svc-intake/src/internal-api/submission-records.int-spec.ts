import { type BusinessIntakeRequest, BusinessIntakeResponse, DashboardStats, priceOfSelection, SUBMISSION_LOOKUP_MAX_EMAILS, SubmissionDetailResponse, SubmissionListResponse, SUBMISSIONS_EXPORT_PAGE_SIZE, SubmissionsByEmailResponse } from '@biz/contracts';
import { fromClientAddress } from '@biz/server-kit/testing';
import { catalogGeneration, composePlan } from '@biz/catalog';
import { randomUUID } from 'node:crypto';
import { IntakeRepository } from '../intake/intake.repository';
import { startIntakeTestApp, type IntakeTestApp } from '../testing/intake-test-app';

let t: IntakeTestApp;
let ip = 1;

async function submit(businessName: string, contactEmail: string): Promise<BusinessIntakeResponse> {
  const body: BusinessIntakeRequest = { businessName, contactEmail, industry: 'salon', companySize: 'Solo', primaryGoals: ['Enhance Customer Experience'] };
  const res = await t.app.inject({ method: 'POST', url: '/api/business-intake', headers: { ...fromClientAddress(`10.2.0.${ip++}`) }, payload: body });
  return BusinessIntakeResponse.parse(res.json());
}

async function select(answer: BusinessIntakeResponse, count: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/workflow-selection', headers: { ...fromClientAddress(`10.2.0.${ip++}`) }, payload: { clientId: answer.client.id, selectedWorkflows: answer.suggestions.slice(0, count) } });
  expect(res.statusCode).toBe(200);
}

/** Stores a plan as the inbox would when the worker delivers it. */
async function deliverPlan(clientId: string) {
  const [{ id, business_name }] = await t.query<{ id: string; business_name: string }>(
    `SELECT sel.id, s.business_name FROM $schema.selections sel JOIN $schema.submissions s ON s.id = sel.submission_id WHERE sel.submission_id = $1`, [clientId]);
  const planData = composePlan({ business: { businessName: business_name, contactEmail: 'x@y.example', industry: 'salon', companySize: 'Solo', primaryGoals: ['Scale Operations'] }, selectedWorkflows: [], totalSetupCost: 0, totalMonthlyCost: 0 });
  expect(await t.app.get(IntakeRepository).storePlan(id, planData, catalogGeneration('catalog', 3))).toBe(true);
}

const get = async (url: string) => t.app.inject({ method: 'GET', url });

let glow: BusinessIntakeResponse;
let lumen: BusinessIntakeResponse;
let shears: BusinessIntakeResponse;

beforeAll(async () => {
  // No LLM configured: the catalog engine answers in process.
  t = await startIntakeTestApp({ INTAKE_RATE_LIMIT_PER_MINUTE: '1000' });
  glow = await submit('Glow Studio', 'hello@glow.example');
  lumen = await submit('Lumen Salon', 'owner@lumen.example');
  shears = await submit('Shears 100% Natural', 'team@shears.example');
  await select(glow, 2);
  await deliverPlan(glow.client.id);
  await select(lumen, 1);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /internal/submissions', () => {
  it('lists newest first with plan, status and first-year value', async () => {
    const res = SubmissionListResponse.parse((await get('/internal/submissions')).json());
    expect(res).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(res.submissions.map((s) => s.businessName)).toEqual(['Shears 100% Natural', 'Lumen Salon', 'Glow Studio']);
    const [, lumenRow, glowRow] = res.submissions;
    expect(glowRow.status).toBe('generated');
    expect(glowRow.plan?.planData?.executiveSummary).toContain('Glow Studio');
    const [a, b] = glow.suggestions;
    expect(glowRow.totalValue).toBe(priceOfSelection([a, b]).firstYearCents);
    expect(glowRow.plan).toMatchObject({ status: 'generated', totalSetupCost: a.setupCost + b.setupCost });
    expect(lumenRow).toMatchObject({ status: 'pending', plan: { status: 'pending', planData: null } });
    expect(res.submissions[0]).toMatchObject({ status: 'pending', plan: null, totalValue: 0 });
  });

  it('searches name and email case-insensitively, taking % and _ literally', async () => {
    const names = async (query: string) => SubmissionListResponse.parse((await get(`/internal/submissions?${query}`)).json()).submissions.map((s) => s.businessName);
    expect(await names('search=LUMEN')).toEqual(['Lumen Salon']);
    expect(await names('search=glow.example')).toEqual(['Glow Studio']);
    expect(await names('search=100%25')).toEqual(['Shears 100% Natural']);
    expect(await names('search=_')).toEqual([]);
  });

  it('filters by plan status and pages', async () => {
    const list = async (query: string) => SubmissionListResponse.parse((await get(`/internal/submissions?${query}`)).json());
    expect((await list('status=generated')).submissions.map((s) => s.id)).toEqual([glow.client.id]);
    expect((await list('status=pending')).total).toBe(2);
    const second = await list('page=2&pageSize=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.submissions.map((s) => s.id)).toEqual([glow.client.id]);
    expect(await list('page=9')).toMatchObject({ total: 3, submissions: [] });
  });

  it('orders equal times by id, oldest exactly the reverse of newest, so pages never overlap', async () => {
    await t.query(`UPDATE $schema.submissions SET created_at = (SELECT created_at FROM $schema.submissions WHERE id = $1) WHERE id = $2`, [lumen.client.id, shears.client.id]);
    const ids = async (query: string) => SubmissionListResponse.parse((await get(`/internal/submissions?${query}`)).json()).submissions.map((s) => s.id);
    const tied = [lumen.client.id, shears.client.id].sort();
    expect(await ids('sort=newest')).toEqual([...tied, glow.client.id]);
    expect(await ids('sort=oldest')).toEqual([glow.client.id, ...[...tied].reverse()]);
    const pages = [...(await ids('sort=oldest&pageSize=2')), ...(await ids('sort=oldest&pageSize=2&page=2'))];
    expect(pages).toEqual(await ids('sort=oldest'));
  });

  it.each(['status=archived', 'page=0', `pageSize=${SUBMISSIONS_EXPORT_PAGE_SIZE + 1}`, 'page=abc'])('refuses %s with a 400', async (query) => {
    expect((await get(`/internal/submissions?${query}`)).statusCode).toBe(400);
  });
});

describe('GET /internal/dashboard-stats', () => {
  it('counts submissions, generated plans, pending reviews and the pipeline value', async () => {
    const stats = DashboardStats.parse((await get('/internal/dashboard-stats')).json());
    const value = (r: BusinessIntakeResponse, n: number) => priceOfSelection(r.suggestions.slice(0, n)).firstYearCents;
    expect(stats).toEqual({ totalSubmissions: 3, businesses: 3, plansGenerated: 1, pendingReview: 2, pipelineValue: value(glow, 2) + value(lumen, 1) });
  });
});

describe('POST /internal/submissions/by-email', () => {
  const lookup = async (emails: unknown) => t.app.inject({ method: 'POST', url: '/internal/submissions/by-email', payload: { emails } });

  it('finds the submissions each email made, any case, newest first', async () => {
    const again = await submit('Glow Studio Two', 'HELLO@glow.example');
    const res = SubmissionsByEmailResponse.parse((await lookup(['hello@GLOW.example', 'team@shears.example', 'nobody@else.example'])).json());
    expect(res.submissions.map((s) => [s.businessName, s.contactEmail, s.id])).toEqual([
      ['Glow Studio Two', 'HELLO@glow.example', again.client.id],
      ['Shears 100% Natural', 'team@shears.example', shears.client.id],
      ['Glow Studio', 'hello@glow.example', glow.client.id],
    ]);
    await t.app.inject({ method: 'DELETE', url: `/internal/submissions/${again.client.id}` });
  });

  it('answers none for no emails, and 400 for a bad email or too many', async () => {
    expect((await lookup([])).json()).toEqual({ submissions: [] });
    expect((await lookup(['not-an-email'])).statusCode).toBe(400);
    expect((await lookup(Array.from({ length: SUBMISSION_LOOKUP_MAX_EMAILS + 1 }, (_, i) => `a${i}@b.example`))).statusCode).toBe(400);
  });
});

describe('/internal/submissions/:id', () => {
  it('shows one submission with its offer, its selection and the generation log', async () => {
    const detail = SubmissionDetailResponse.parse((await get(`/internal/submissions/${glow.client.id}`)).json());
    expect(detail.submission.businessName).toBe('Glow Studio');
    expect(detail.suggestions).toEqual(glow.suggestions);
    expect(detail.selectedWorkflows).toEqual(glow.suggestions.slice(0, 2));
    expect(detail.generations.map((g) => [g.kind, g.source])).toEqual([['suggestions', 'catalog'], ['plan', 'catalog']]);
    const [{ created_at }] = await t.query<{ created_at: Date }>('SELECT created_at FROM $schema.selections WHERE submission_id = $1', [glow.client.id]);
    expect(detail.selectedAt).toBe(created_at.toISOString());
  });

  it('says no selection time before a selection', async () => {
    const detail = SubmissionDetailResponse.parse((await get(`/internal/submissions/${shears.client.id}`)).json());
    expect(detail).toMatchObject({ selectedWorkflows: [], selectedAt: null });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get(`/internal/submissions/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/internal/submissions/not-a-uuid')).statusCode).toBe(400);
  });

  it('deletes a submission with everything that belongs to it', async () => {
    const before = await t.rowCounts();
    const res = await t.app.inject({ method: 'DELETE', url: `/internal/submissions/${glow.client.id}` });
    expect(res.json()).toEqual({ deleted: true });
    const after = await t.rowCounts();
    expect(after).toEqual({
      submissions: before.submissions - 1,
      offered_suggestions: before.offered_suggestions - glow.suggestions.length,
      selections: before.selections - 1,
      plans: before.plans - 1,
      generations: before.generations - 2,
    });
    expect((await t.app.inject({ method: 'DELETE', url: `/internal/submissions/${glow.client.id}` })).statusCode).toBe(404);
    expect((await get(`/internal/submissions/${shears.client.id}`)).statusCode).toBe(200);
  });
});
