import { DeskSearchResponse, ErrorEnvelope, NewBusinessResponse, SubmissionProfileResponse } from '@biz/contracts';
import { randomUUID } from 'node:crypto';
import { startAdminOnContexts } from '../../testing/context-processes';

// Real svc-intake and svc-billing processes behind svc-admin: a business made by hand is one like any other.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;

beforeAll(async () => {
  stack = await startAdminOnContexts();
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

const desk = (method: 'GET' | 'POST', url: string, payload?: object, cookie: string | null = stack.cookie) =>
  stack.t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const profileOf = async (id: string) => SubmissionProfileResponse.parse((await desk('GET', `/api/admin/clients/${id}/profile`)).json());
const answers = (contactEmail: string) => ({
  businessName: 'Referral Dental',
  contactEmail,
  industry: 'dental',
  companySize: 'Small Team (2-10)',
  primaryGoals: ['Reduce Manual Work'],
  painPoints: 'Recall reminders by hand',
  idempotencyKey: randomUUID(),
});

it('makes a business by hand: New on the board, its answers on the record, found by search, the audit naming who; a double submit is one business', async () => {
  const email = `owner-${randomUUID().slice(0, 8)}@referral.example`;
  const request = answers(email);
  const [first, again] = await Promise.all([desk('POST', '/api/admin/businesses', request), desk('POST', '/api/admin/businesses', request)]);
  const [made, repeat] = [NewBusinessResponse.parse(first.json()), NewBusinessResponse.parse(again.json())];
  // One of the two made it (whichever intake stored first); both open it.
  expect([made.created, repeat.created].sort()).toEqual([false, true]);
  expect(made).toEqual({ created: expect.any(Boolean), submissionId: expect.any(String), businessName: 'Referral Dental' });
  expect(repeat.submissionId).toBe(made.submissionId);

  const record = await profileOf(made.submissionId);
  expect(record.submission).toMatchObject({ businessName: 'Referral Dental', contactEmail: email, industry: 'dental', companySize: 'Small Team (2-10)', primaryGoals: ['Reduce Manual Work'], painPoints: 'Recall reminders by hand' });
  expect(record.business.submissions).toHaveLength(1);
  expect(record.pipeline.stage).toBe('new');
  expect(record.timeline.filter((event) => event.kind === 'admin-action' && event.action === 'business.created-by-hand')).toHaveLength(1);
  const found = DeskSearchResponse.parse((await desk('GET', `/api/admin/search?q=${encodeURIComponent(email)}`)).json());
  expect(found.groups.find((group) => group.kind === 'business')?.hits.map((hit) => hit.id)).toEqual([record.business.id]);
}, 30_000);

it('opens the business an email has already, changing nothing of it', async () => {
  const email = `owner-${randomUUID().slice(0, 8)}@referral.example`;
  const made = NewBusinessResponse.parse((await desk('POST', '/api/admin/businesses', answers(email))).json());
  const other = NewBusinessResponse.parse((await desk('POST', '/api/admin/businesses', { ...answers(email.toUpperCase()), businessName: 'Another Name' })).json());
  expect(other).toEqual({ created: false, submissionId: made.submissionId, businessName: 'Referral Dental' });
  expect((await profileOf(made.submissionId)).business.submissions).toHaveLength(1);
}, 30_000);

it('refuses bad answers field by field, and anyone but the desk', async () => {
  const bad = await desk('POST', '/api/admin/businesses', { ...answers('not an email'), businessName: ' ', primaryGoals: [], industry: 'bakery' });
  expect(bad.statusCode).toBe(400);
  expect(Object.keys(ErrorEnvelope.parse(bad.json()).error.fields ?? {}).sort()).toEqual(['businessName', 'contactEmail', 'industry', 'primaryGoals']);
  expect((await desk('POST', '/api/admin/businesses', answers('owner@nobody.example'), null)).statusCode).toBe(401);
}, 30_000);
