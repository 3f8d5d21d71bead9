import { SubmissionProfileResponse, ErrorEnvelope, ServerMessage } from '@biz/contracts';
import { waitUntil } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { confirmEmailOf, signUpClient } from '../../testing/account-emails';
import { clientThrough } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';

// Real svc-intake and svc-billing processes behind the client profile and its timeline.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;

beforeAll(async () => {
  stack = await startAdminOnContexts();
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

const profile = (id: string) => stack.t.app.inject({ method: 'GET', url: `/api/admin/clients/${id}/profile`, headers: { cookie: stack.cookie } });

const businessRecord = (id: string) => stack.t.app.inject({ method: 'GET', url: `/api/admin/businesses/${id}`, headers: { cookie: stack.cookie } });
const viewsOf = async (submissionId: string) => (await stack.t.app.get(AuditEventRepository).about('submission', [submissionId])).filter((event) => event.action === 'submission.viewed');

it('shows the submission in full, the orders its email placed, and a timeline newest first; each view goes to the audit trail, not the timeline', async () => {
  const id = await clientThrough(stack.contexts, 'Timeline Salon', 'owner@timeline.example');
  await clientThrough(stack.contexts, 'Other Salon', 'owner@other.example');
  // Its paid sprint moves it to Won, through billing's job on the admin inbox; its selection was answered by the "on its way" email.
  await waitUntil(async () => (await stack.t.query('SELECT 1 FROM $schema.stage_moves')).length === 2, 15_000);
  await waitUntil(async () => (await stack.t.query(`SELECT 1 FROM $schema.agency_emails WHERE to_address = 'owner@timeline.example'`)).length === 1, 15_000);

  const first = SubmissionProfileResponse.parse((await profile(id)).json());
  expect(first.submission).toMatchObject({ id, businessName: 'Timeline Salon', contactEmail: 'owner@timeline.example' });
  expect(first.selectedWorkflows).toHaveLength(2);
  expect(first.orders.map((o) => [o.lead?.businessName, o.stage])).toEqual([['Timeline Salon', 'paid']]);
  const [order] = first.orders;
  // The emails to it (the product's own after the selection, billing's confirmation with the payment), each where its time puts it.
  const emailed = first.timeline.filter((e) => e.kind === 'email');
  expect(emailed.map((e) => e.subject).sort()).toEqual(['Your Starter Sprint is confirmed — next steps', 'Your automation plan for Timeline Salon is on its way']);
  expect(emailed.map((e) => e.emailId).sort()).toEqual(first.emails.map((e) => e.id).sort());
  expect(first.emails.map((e) => e.keptBy).sort()).toEqual(['agency', 'billing']);
  expect(first.timeline.filter((e) => e.kind !== 'email')).toEqual([
    { kind: 'stage-moved', at: first.pipeline.since, from: 'new', to: 'won', cause: 'sprint-paid', reason: null },
    // The payment invited the buyer to the portal and set the desk the call it promises (decision 063).
    { kind: 'admin-action', at: expect.any(String), action: 'account.invited' },
    { kind: 'task', at: expect.any(String), change: 'created', title: 'Book the discovery call of the Starter Sprint' },
    { kind: 'order-paid', at: order.paidAt, orderId: order.id, package: 'starter', amountCents: 50000 },
    { kind: 'order-started', at: order.createdAt, orderId: order.id, package: 'starter', amountCents: 50000, stage: 'paid' },
    { kind: 'selected', at: first.selectedAt, workflows: first.selectedWorkflows.map((w) => w.title), totalValue: first.submission.totalValue },
    { kind: 'suggested', at: first.generations[0].createdAt, source: 'catalog', model: first.generations[0].model },
    { kind: 'submitted', at: first.submission.createdAt },
  ]);

  const second = SubmissionProfileResponse.parse((await profile(id)).json());
  expect(second.timeline).toEqual(first.timeline);
  expect((await viewsOf(id)).map((view) => [view.actor, view.details.address])).toEqual([
    ['admin', expect.any(String)],
    ['admin', expect.any(String)],
  ]);
}, 30_000);

it("is the business's record: opened at any of its submissions (one address, any case), it lists them all and what the agency did with each", async () => {
  const first = await clientThrough(stack.contexts, 'Twice Salon', 'Owner@Twice.example', { order: 'none' });
  const second = await clientThrough(stack.contexts, 'Twice Salon & Spa', 'owner@twice.EXAMPLE', { order: 'paid' });
  expect((await profile(first)).statusCode).toBe(200);

  const twice = SubmissionProfileResponse.parse((await profile(second)).json());
  expect(twice.submission.id).toBe(second);
  expect(twice.business).toMatchObject({ emails: ['owner@twice.example'] });
  expect(twice.business.submissions.map((s) => [s.id, s.businessName])).toEqual([
    [second, 'Twice Salon & Spa'],
    [first, 'Twice Salon'],
  ]);
  // Both submissions; the views (one at each submission) only in the audit trail.
  expect(twice.timeline.filter((e) => e.kind === 'submitted')).toHaveLength(2);
  expect(twice.timeline.filter((e) => e.kind === 'admin-action')).toEqual([]);
  expect([(await viewsOf(first)).length, (await viewsOf(second)).length]).toEqual([1, 1]);

  // Deleting the row deletes the business: both submissions.
  expect((await stack.t.app.inject({ method: 'DELETE', url: `/api/admin/clients/${second}`, headers: { cookie: stack.cookie } })).statusCode).toBe(200);
  expect((await profile(first)).statusCode).toBe(404);
}, 30_000);

it("shows its client account's support tickets, with their status and first response, and their life in the timeline", async () => {
  const email = `owner-${randomUUID().slice(0, 8)}@tickets.example`;
  const id = await clientThrough(stack.contexts, 'Ticket Salon', email, { order: 'none' });
  const client = await signUpClient(stack.t, { email, businessName: 'Ticket Salon' });
  await confirmEmailOf(stack.t, email, { cookie: client });
  const opened = await stack.t.app.inject({ method: 'POST', url: '/api/client/support-tickets', headers: { cookie: client }, payload: { subject: 'The booking bot is quiet', message: 'No bookings since Monday.' } });
  expect(opened.statusCode).toBe(200);

  const record = SubmissionProfileResponse.parse((await profile(id)).json());
  expect(record.tickets).toEqual([expect.objectContaining({ subject: 'The booking bot is quiet', status: 'open', firstResponseAt: null, business: expect.objectContaining({ email }) })]);
  expect(record.timeline.some((e) => e.kind === 'admin-action' && e.action === 'ticket.opened')).toBe(true);
  // Another business's record lists none of it.
  const other = await clientThrough(stack.contexts, 'No Ticket Salon', `none-${randomUUID().slice(0, 8)}@tickets.example`, { order: 'none' });
  expect(SubmissionProfileResponse.parse((await profile(other)).json()).tickets).toEqual([]);
}, 30_000);

it('answers 404 for an unknown client and 400 for a malformed id, recording no view', async () => {
  const id = randomUUID();
  const unknown = await profile(id);
  expect(unknown.statusCode).toBe(404);
  expect(ErrorEnvelope.parse(unknown.json()).error.code).toBe('SubmissionNotFound');
  expect((await profile('not-a-uuid')).statusCode).toBe(400);
  expect(await stack.t.app.get(AuditEventRepository).about('submission', id)).toEqual([]);
});

it("is the record page's by the business's id, or by any of its submissions' ids, at its latest submission", async () => {
  const first = await clientThrough(stack.contexts, 'Page Salon', 'owner@page.example', { order: 'none' });
  const latest = await clientThrough(stack.contexts, 'Page Salon & Spa', 'OWNER@page.example', { order: 'none' });
  // Each selection's 'on its way' note is written by a job of its own: the record is compared once both are in.
  await waitUntil(async () => (await stack.t.query(`SELECT 1 FROM $schema.agency_emails WHERE lower(to_address) = 'owner@page.example'`)).length === 2, 15_000);
  const byFirst = SubmissionProfileResponse.parse((await businessRecord(first)).json());
  expect(byFirst.submission).toMatchObject({ id: latest, businessName: 'Page Salon & Spa' });
  const businessId = byFirst.business.id;
  const byBusiness = SubmissionProfileResponse.parse((await businessRecord(businessId)).json());
  expect(byBusiness).toEqual(SubmissionProfileResponse.parse((await profile(latest)).json()));
  expect(byBusiness.business.submissions.map((s) => s.id)).toEqual([latest, first]);
  // Each opening is a view of the submission it shows, in the audit trail.
  expect((await viewsOf(latest)).length).toBe(3);
  expect(await viewsOf(first)).toEqual([]);
}, 30_000);

it("answers the record page 404 with the business's not-found message for an unknown id and 400 for a malformed one, recording no view", async () => {
  const id = randomUUID();
  const unknown = await businessRecord(id);
  expect([unknown.statusCode, ErrorEnvelope.parse(unknown.json()).error]).toEqual([404, { code: 'BusinessNotFound', message: ServerMessage.businessNotFound }]);
  const malformed = await businessRecord('not-a-uuid');
  expect([malformed.statusCode, Object.keys(ErrorEnvelope.parse(malformed.json()).error.fields ?? {})]).toEqual([400, ['id']]);
  expect(await stack.t.app.get(AuditEventRepository).about('submission', id)).toEqual([]);
});
