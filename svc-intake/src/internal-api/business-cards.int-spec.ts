import { type BusinessIntakeRequest, BusinessCardsResponse, BusinessIntakeResponse, intakeViewOfStage, SubmissionDetailResponse, SubmissionListResponse, type PipelineStage } from '@biz/contracts';
import { fromClientAddress } from '@biz/server-kit/testing';
import { startIntakeTestApp, type IntakeTestApp } from '../testing/intake-test-app';

// The desk's board cards: businesses by their latest submission; New are those the desk never moved past it.
let t: IntakeTestApp;
let ip = 1;

async function submit(businessName: string, contactEmail: string) {
  const body: BusinessIntakeRequest = { businessName, contactEmail, industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] };
  const res = await t.app.inject({ method: 'POST', url: '/api/business-intake', headers: { ...fromClientAddress(`10.8.0.${ip++}`) }, payload: body });
  expect(res.statusCode).toBe(200);
  return BusinessIntakeResponse.parse(res.json()).client;
}
async function cards(businessIds: string[], unmoved?: { page: number; pageSize: number }) {
  const res = await t.app.inject({ method: 'POST', url: '/internal/businesses/cards', payload: { businessIds, unmoved } });
  expect(res.statusCode).toBe(200);
  return BusinessCardsResponse.parse(res.json());
}
async function stageIs(businessId: string, stage: PipelineStage) {
  expect((await t.app.inject({ method: 'PUT', url: `/internal/businesses/${businessId}/progress`, payload: intakeViewOfStage(stage) })).statusCode).toBe(200);
}
const submissionOf = async (id: string) => SubmissionDetailResponse.parse((await t.app.inject({ method: 'GET', url: `/internal/submissions/${id}` })).json()).submission;
const businessOf = async (id: string) => (await submissionOf(id)).businessId;

beforeAll(async () => {
  t = await startIntakeTestApp({ INTAKE_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => t?.close());

describe('POST /internal/businesses/cards', () => {
  it('answers a business by its latest submission and since its first; New: those never moved past it, newest first', async () => {
    const first = await submit('Old Name Dental', 'desk@cards.example');
    const latest = await submit('New Name Dental', 'DESK@cards.example');
    const lost = await submit('Lost Salon', 'lost@cards.example');
    const won = await submit('Won Gym', 'won@cards.example');
    const [business, lostBusiness, wonBusiness] = await Promise.all([businessOf(latest.id), businessOf(lost.id), businessOf(won.id)]);
    await stageIs(lostBusiness, 'lost');
    await stageIs(wonBusiness, 'won');

    const answer = await cards([business, wonBusiness], { page: 1, pageSize: 20 });
    const mine = answer.cards.find((card) => card.businessId === business);
    expect(mine).toMatchObject({ submissionId: latest.id, businessName: 'New Name Dental', firstSeen: (await submissionOf(first.id)).createdAt });
    expect(answer.cards.map((card) => card.businessName).sort()).toEqual(['New Name Dental', 'Won Gym']);
    // The lost business has no SPEC progress but left New: it is in neither New nor the 'sent' filter, and its plan's status still filters it.
    expect(answer.unmoved).toEqual({ total: 1, cards: [expect.objectContaining({ businessId: business })] });
    const pending = SubmissionListResponse.parse((await t.app.inject({ method: 'GET', url: '/internal/submissions?status=pending' })).json());
    expect(pending.submissions.map((row) => row.businessName).sort()).toEqual(['Lost Salon', 'New Name Dental']);

    // Moved back to New by hand: listed again.
    await stageIs(lostBusiness, 'new');
    expect((await cards([], { page: 1, pageSize: 1 })).unmoved).toEqual({ total: 2, cards: [expect.objectContaining({ businessName: 'Lost Salon' })] });
    expect((await cards([])).unmoved).toBeNull();
  });

  it('refuses more ids than a board page holds, and a bad page, with 400', async () => {
    const ids = Array.from({ length: 301 }, () => crypto.randomUUID());
    expect((await t.app.inject({ method: 'POST', url: '/internal/businesses/cards', payload: { businessIds: ids } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/internal/businesses/cards', payload: { businessIds: [], unmoved: { page: 0, pageSize: 51 } } })).statusCode).toBe(400);
  });
});
