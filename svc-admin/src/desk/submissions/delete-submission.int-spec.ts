import { ErrorEnvelope, OrderListResponse, SubmissionDetailResponse } from '@biz/contracts';
import { DEVELOPMENT_SERVICE_TOKEN_SECRET, SERVICE_TOKEN_HEADER, signServiceToken } from '@biz/server-kit';
import { waitUntil } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { AgencyEmailRepository } from '../../shared/email-log/agency-email.repository';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';
import { clientThrough } from '../../testing/client-fixtures';
import { startAdminOnContexts, type ContextProcesses } from '../../testing/context-processes';

// Real svc-intake and svc-billing processes: a client with a submission, a selection (so a plan and a
// generation log) and a paid sprint order, deleted through svc-admin.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
let contexts: ContextProcesses;
let t: AdminTestApp;
let cookie: string;

beforeAll(async () => {
  stack = await startAdminOnContexts();
  ({ contexts, t, cookie } = stack);
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

const client = (businessName: string, contactEmail: string) => clientThrough(contexts, businessName, contactEmail);

// Read as svc-admin reads them, with a service token for each call (the contexts run on the development secret).
const asService = (audience: string, path: string) => ({ headers: { [SERVICE_TOKEN_HEADER]: signServiceToken(DEVELOPMENT_SERVICE_TOKEN_SECRET, { audience, method: 'GET', path }) } });
const detail = (id: string) => fetch(`${contexts.intakeUrl}/internal/submissions/${id}`, asService('svc-intake', `/internal/submissions/${id}`));
const orders = async () => OrderListResponse.parse(await (await fetch(`${contexts.billingUrl}/internal/orders`, asService('svc-billing', '/internal/orders'))).json()).orders;
const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/admin/clients/${id}`, headers: { cookie } });

it('removes the business from every context: the submission and its plan in intake, the lead and emails of its orders in billing, the agency\'s emails to it, its sprint\'s work; the money record stays; the audit names it', async () => {
  const id = await client('Delete Me Salon', 'owner@deleteme.example');
  const keep = await client('Keep Me Salon', 'owner@keepme.example');
  // Each paid sprint became work on its business (the inbox's job).
  const sprintWork = async (submission: string) => Number((await t.query<{ n: string }>('SELECT count(*) AS n FROM $schema.automations a JOIN $schema.sprint_orders s USING (order_id) WHERE s.submission_id = $1', [submission]))[0].n);
  await waitUntil(async () => (await sprintWork(id)) === 1 && (await sprintWork(keep)) === 1, 10_000);
  SubmissionDetailResponse.parse(await (await detail(id)).json());
  const emails = t.app.get(AgencyEmailRepository);
  await emails.create({ submissionId: id, to: 'owner@deleteme.example', subject: 'Your plan', body: 'Hello Delete Me Salon' });
  await emails.create({ submissionId: keep, to: 'owner@keepme.example', subject: 'Your plan', body: 'Hello Keep Me Salon' });

  const res = await remove(id);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ success: true });

  expect((await detail(id)).status).toBe(404);
  expect((await detail(keep)).status).toBe(200);
  const all = await orders();
  expect(all.filter((o) => o.lead === null)).toEqual([expect.objectContaining({ status: 'paid', amountCents: 50000, confirmationEmail: 'none' })]);
  expect(all.find((o) => o.lead?.contactEmail === 'owner@keepme.example')).toMatchObject({ status: 'paid', confirmationEmail: 'queued' });
  expect(JSON.stringify(all)).not.toContain('deleteme');
  expect(await emails.about([id])).toEqual([]);
  expect(await emails.about([keep])).toContainEqual(expect.objectContaining({ body: 'Hello Keep Me Salon' }));
  expect([await sprintWork(id), await sprintWork(keep)]).toEqual([0, 1]);
  expect(await t.query('SELECT 1 FROM $schema.sprint_orders WHERE submission_id = $1', [id])).toEqual([]);

  // Its own line, whatever the inbox logged meanwhile (the paid order's portal invitation may come after it).
  const event = (await t.app.get(AuditEventRepository).about('submission', id)).find((e) => e.action === 'submission.deleted');
  expect(event).toMatchObject({ actor: 'admin', action: 'submission.deleted', subjectId: id, requestId: res.headers['x-request-id'], details: { businessName: 'Delete Me Salon', orders: 1 } });
}, 30_000);

it('answers an unknown client with 404 and changes nothing', async () => {
  const before = await orders();
  const res = await remove(randomUUID());
  expect(res.statusCode).toBe(404);
  expect(ErrorEnvelope.parse(res.json()).error.code).toBe('SubmissionNotFound');
  expect(await orders()).toEqual(before);
});

it('is a 503 with Retry-After while billing is down, and deletes nothing', async () => {
  const id = await client('Outage Salon', 'owner@outage.example');
  const down = await startAdminTestApp({ INTAKE_URL: contexts.intakeUrl, BILLING_URL: 'http://127.0.0.1:9' });
  try {
    const res = await down.app.inject({ method: 'DELETE', url: `/api/admin/clients/${id}`, headers: { cookie: await down.adminCookie() } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect((await detail(id)).status).toBe(200);
  } finally {
    await down.close();
  }
}, 30_000);
