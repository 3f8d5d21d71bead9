import { type BusinessIntakeRequest, BusinessIntakeResponse, DashboardStats, ErrorEnvelope, ServerMessage, SubmissionDetailResponse, SubmissionListResponse } from '@biz/contracts';
import { fromClientAddress } from '@biz/server-kit/testing';
import { startIntakeTestApp, type IntakeTestApp } from '../testing/intake-test-app';

// One business per address, any case: the desk's table has one row per business, its latest submission.
let t: IntakeTestApp;
let ip = 1;

async function submit(businessName: string, contactEmail: string): Promise<string> {
  const body: BusinessIntakeRequest = { businessName, contactEmail, industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] };
  const res = await t.app.inject({ method: 'POST', url: '/api/business-intake', headers: { ...fromClientAddress(`10.7.${ip >> 8}.${ip++ & 255}`) }, payload: body });
  expect(res.statusCode).toBe(200);
  return BusinessIntakeResponse.parse(res.json()).client.id;
}

const list = async (query = '') => SubmissionListResponse.parse((await t.app.inject({ method: 'GET', url: `/internal/submissions${query}` })).json());
const detail = async (id: string) => SubmissionDetailResponse.parse((await t.app.inject({ method: 'GET', url: `/internal/submissions/${id}` })).json());
const stats = async () => DashboardStats.parse((await t.app.inject({ method: 'GET', url: '/internal/dashboard-stats' })).json());

beforeAll(async () => {
  t = await startIntakeTestApp({ INTAKE_RATE_LIMIT_PER_MINUTE: '1000' });
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.query('DELETE FROM $schema.submissions');
});

describe('one business per address', () => {
  it('makes two submissions of one email in different case one business, shown by the newer', async () => {
    const first = await submit('Bright Smiles', 'Owner@Bright.example');
    const second = await submit('Bright Smiles Dental', 'owner@BRIGHT.example');
    await submit('Other Clinic', 'desk@other.example');

    const page = await list();
    expect(page.total).toBe(2);
    expect(page.submissions.map((row) => [row.businessName, row.submissionCount])).toEqual([
      ['Other Clinic', 1],
      ['Bright Smiles Dental', 2],
    ]);
    const { submission, business } = await detail(first);
    expect(business.id).toBe(submission.businessId);
    expect(business.emails).toEqual(['owner@bright.example']);
    expect(business.submissions.map((s) => s.id)).toEqual([second, first]);
    expect((await detail(second)).business.id).toBe(business.id);
    expect(await stats()).toMatchObject({ totalSubmissions: 3, businesses: 2, pendingReview: 2 });
  });

  it('keeps concurrent submissions of one address one business with one latest row, whatever their order', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => submit(`Race Dental ${i}`, i % 2 ? 'race@dental.example' : 'RACE@dental.example')));
    const page = await list();
    expect(page.total).toBe(1);
    expect(page.submissions[0].submissionCount).toBe(12);
    const [{ businesses, latest }] = await t.query<{ businesses: number; latest: number }>(
      'SELECT count(DISTINCT business_id)::int AS businesses, count(*) FILTER (WHERE is_latest)::int AS latest FROM $schema.submissions',
    );
    expect({ businesses, latest }).toEqual({ businesses: 1, latest: 1 });
    // The latest is the newest by time, as the history orders them.
    const { business } = await detail(ids[0]);
    expect(page.submissions[0].id).toBe(business.submissions[0].id);
  });

  it('shows the business again by its newest remaining submission when the latest is deleted, and forgets the address with the last', async () => {
    const older = await submit('Keep Dental', 'keep@dental.example');
    const newer = await submit('Keep Dental 2', 'keep@dental.example');
    expect((await t.app.inject({ method: 'DELETE', url: `/internal/submissions/${newer}` })).statusCode).toBe(200);
    expect((await list()).submissions.map((row) => [row.id, row.submissionCount])).toEqual([[older, 1]]);
    expect((await t.app.inject({ method: 'DELETE', url: `/internal/submissions/${older}` })).statusCode).toBe(200);
    expect((await list()).total).toBe(0);
    expect(await t.query('SELECT email FROM $schema.business_emails')).toEqual([]);
  });

  it('searches, filters and sorts businesses by their latest submission', async () => {
    await submit('Old Name Dental', 'rename@dental.example');
    await submit('New Name Dental', 'rename@dental.example');
    expect((await list('?search=old%20name')).total).toBe(0);
    expect((await list('?search=new%20name')).submissions.map((row) => row.businessName)).toEqual(['New Name Dental']);
    expect((await list('?status=pending&sort=name')).submissions.map((row) => row.businessName)).toEqual(['New Name Dental']);
  });

  it('merges two addresses into one business and undoes it, the latest row elected again each time', async () => {
    const mainId = await submit('Merge Dental', 'front@merge.example');
    const otherId = await submit('Merge Dental (owner)', 'Owner@Merge.example');
    const main = (await detail(mainId)).business.id;
    const other = (await detail(otherId)).business.id;
    await t.app.inject({ method: 'PUT', url: `/internal/businesses/${other}/progress`, payload: { progress: 'completed' } });
    expect((await list()).total).toBe(2);

    const merged = await t.app.inject({ method: 'POST', url: `/internal/businesses/${main}/merge`, payload: { from: other } });
    expect(merged.json()).toEqual({ emails: ['owner@merge.example'] });
    expect((await list()).submissions.map((row) => [row.id, row.submissionCount])).toEqual([[otherId, 2]]);
    expect((await detail(mainId)).business).toMatchObject({ id: main, emails: ['front@merge.example', 'owner@merge.example'] });
    // A later submission of the merged address is the business's too.
    const later = await submit('Merge Dental', 'owner@merge.example');
    expect((await detail(later)).submission.businessId).toBe(main);

    const undone = await t.app.inject({ method: 'POST', url: `/internal/businesses/${main}/split`, payload: { emails: ['owner@merge.example'], into: other } });
    expect(undone.json()).toEqual({ emails: ['owner@merge.example'] });
    expect((await list()).submissions.map((row) => [row.id, row.submissionCount])).toEqual([
      [later, 2],
      [mainId, 1],
    ]);
    expect((await detail(later)).business).toMatchObject({ id: other, emails: ['owner@merge.example'] });
    // The merged business forgot its progress (the desk records it again).
    expect((await list()).submissions.map((row) => row.status)).toEqual(['pending', 'pending']);
  });

  it('refuses a merge into itself (400) and of a business that is not there (404)', async () => {
    const id = (await detail(await submit('Self Dental', 'self@merge.example'))).business.id;
    expect((await t.app.inject({ method: 'POST', url: `/internal/businesses/${id}/merge`, payload: { from: id } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/internal/businesses/${id}/merge`, payload: { from: '7f3c1e2a-0b4d-4e5f-9a8b-1c2d3e4f5a6b' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/internal/businesses/${id}/split`, payload: { emails: ['nobody@merge.example'], into: '7f3c1e2a-0b4d-4e5f-9a8b-1c2d3e4f5a6b' } })).statusCode).toBe(404);
    expect((await list()).total).toBe(1);
  });

  it('finds a business in full at its latest submission by its own id or any of its submissions, and nothing else', async () => {
    const older = await submit('Found Dental', 'found@dental.example');
    const newer = await submit('Found Dental Group', 'FOUND@dental.example');
    const { business } = await detail(older);
    const byBusiness = await t.app.inject({ method: 'GET', url: `/internal/businesses/${business.id}` });
    expect(byBusiness.statusCode).toBe(200);
    expect(SubmissionDetailResponse.parse(byBusiness.json())).toEqual(await detail(newer));
    const byOlderSubmission = SubmissionDetailResponse.parse((await t.app.inject({ method: 'GET', url: `/internal/businesses/${older}` })).json());
    expect(byOlderSubmission.submission).toMatchObject({ id: newer, businessName: 'Found Dental Group' });

    const unknown = await t.app.inject({ method: 'GET', url: '/internal/businesses/7f3c1e2a-0b4d-4e5f-9a8b-1c2d3e4f5a6b' });
    expect([unknown.statusCode, ErrorEnvelope.parse(unknown.json()).error]).toEqual([404, { code: 'BusinessNotFound', message: ServerMessage.businessNotFound }]);
    expect((await t.app.inject({ method: 'GET', url: '/internal/businesses/not-an-id' })).statusCode).toBe(400);
  });
});
