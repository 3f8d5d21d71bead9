import { AdminDashboardResponse, DeliverEmailJob, LeadEmailJob, PLAN_LINK_DAYS, leadEmailKey, SendEmailResponse, SubmissionProfileResponse, type JobPayload } from '@biz/contracts';
import { idleQueueCounts, pdfText, startSmtpPeer, startWorkerProcess, waitUntil, type ReceivedMail, type SmtpPeer, type WorkerProcess } from '@biz/server-kit/testing';
import { JOB_PRODUCER, type JobProducer } from '@biz/server-kit';
import { clientThrough, plannedClient } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';
import { AgencyEmailRepository } from './agency-email.repository';
import { PlanLinks } from './plan-links';

// svc-admin in process on real svc-intake and svc-billing processes, the real compiled worker and a real SMTP
// server: the emails the product promises a lead, from the wizard's selection to the inbox and the record.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
let worker: WorkerProcess | undefined;
let smtp: SmtpPeer;

beforeAll(async () => {
  stack = await startAdminOnContexts();
  smtp = await startSmtpPeer();
  worker = await startWorkerProcess({ QUEUE_PREFIX: stack.contexts.queuePrefix, SMTP_URL: smtp.url });
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await stack?.close();
});

const profileOf = async (id: string) => SubmissionProfileResponse.parse((await stack.t.app.inject({ method: 'GET', url: `/api/admin/clients/${id}/profile`, headers: { cookie: stack.cookie } })).json());
const receivedFor = (to: string) => smtp.received.filter((mail) => mail.envelope.to.includes(to));
const pdfOf = (mail: ReceivedMail) => mail.attachments.find((a) => a.contentType === 'application/pdf');

async function expectValidPlanPdf(mail: ReceivedMail, businessName: string) {
  const pdf = pdfOf(mail);
  expect(pdf?.filename).toMatch(/-automation-plan\.pdf$/);
  expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { pages, pageTexts } = await pdfText(pdf!.content);
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pageTexts.join('\n')).toContain(businessName);
}

it('tells the lead its plan is on its way once it chose, then sends the plan with its PDF once; the business moves to Plan sent', async () => {
  const to = 'owner@promised-plan.example';
  const { submission } = await plannedClient(stack.contexts, 'Promised Plan Spa', to);
  await waitUntil(async () => receivedFor(to).length >= 2, 20_000);

  const [onItsWay, plan, ...more] = receivedFor(to);
  expect(more).toEqual([]);
  expect(onItsWay.subject).toBe('Your automation plan for Promised Plan Spa is on its way');
  expect(onItsWay.text).toContain('It will arrive at this address as a PDF');
  expect(pdfOf(onItsWay)).toBeUndefined();
  expect(plan.subject).toBe('Your automation plan for Promised Plan Spa is ready');
  expect(plan.text).toContain('It is attached to this email as a PDF.');
  await expectValidPlanPdf(plan, 'Promised Plan Spa');

  let profile = await profileOf(submission.id);
  await waitUntil(async () => (profile = await profileOf(submission.id)).emails.every((e) => e.status === 'sent') && profile.pipeline.stage === 'plan_sent', 15_000);
  // Two jobs of the inbox, handled side by side: the plan's writes its 'on its way' first when it is not yet,
  // so the log holds both in the order the lead reads them (newest first).
  expect(profile.emails.map((e) => [e.subject, e.status, e.keptBy])).toEqual([
    ['Your automation plan for Promised Plan Spa is ready', 'sent', 'agency'],
    ['Your automation plan for Promised Plan Spa is on its way', 'sent', 'agency'],
  ]);
  expect(profile.pipeline.stage).toBe('plan_sent');
  // SPEC's status of the desk's row: sent once the plan email went out.
  const dashboard = AdminDashboardResponse.parse((await stack.t.app.inject({ method: 'GET', url: '/api/admin/dashboard?status=sent&pageSize=100', headers: { cookie: stack.cookie } })).json());
  expect(dashboard.submissions.find((row) => row.id === submission.id)).toMatchObject({ stage: 'plan_sent', status: 'sent' });
  expect(profile.timeline.filter((e) => e.kind === 'stage-moved')).toEqual([expect.objectContaining({ to: 'plan_sent', cause: 'plan-email-sent' })]);

  // The same requests again (a rerun of either job, or svc-intake asking twice) write and send nothing more.
  const producer = stack.t.app.get<JobProducer>(JOB_PRODUCER);
  const selectionId = (await stack.t.query<{ lead_email_key: string }>(`SELECT lead_email_key FROM $schema.agency_emails WHERE submission_id = $1 AND lead_email_key LIKE 'lead-plan-ready-%'`, [submission.id]))[0].lead_email_key.replace('lead-plan-ready-', '');
  for (const kind of ['plan-on-its-way', 'plan-ready'] as const) {
    const job: JobPayload<typeof LeadEmailJob> = { submissionId: submission.id, selectionId, kind };
    const result = await producer.enqueueAndWait(LeadEmailJob, job, { jobId: `${leadEmailKey(kind, selectionId)}-again`, timeoutMs: 10_000 });
    expect(result).toEqual({ queued: false });
  }
  // Whatever they handed the worker has been delivered: a third email cannot still be on its way.
  expect(await idleQueueCounts(stack.t.env.REDIS_URL, stack.contexts.queuePrefix, DeliverEmailJob.queue, 15_000)).toMatchObject({ waiting: 0, delayed: 0, prioritized: 0, active: 0 });
  expect(receivedFor(to)).toHaveLength(2);
  expect((await profileOf(submission.id)).emails).toHaveLength(2);
}, 60_000);

it("attaches the plan's PDF to the desk's plan_ready email once the plan is generated, and to its resend", async () => {
  const to = 'owner@desk-plan.example';
  const { submission } = await plannedClient(stack.contexts, 'Desk Plan Dental', to);
  await waitUntil(async () => receivedFor(to).length >= 2, 20_000);

  const post = (url: string, payload: object = {}) => stack.t.app.inject({ method: 'POST', url, headers: { cookie: stack.cookie }, payload });
  const { emailId } = SendEmailResponse.parse((await post('/api/admin/send-email', { clientId: submission.id, subject: 'Your plan, as promised', body: 'Here it is.', emailType: 'plan_ready' })).json());
  await waitUntil(async () => receivedFor(to).some((m) => m.subject === 'Your plan, as promised'), 15_000);
  await expectValidPlanPdf(receivedFor(to).find((m) => m.subject === 'Your plan, as promised')!, 'Desk Plan Dental');

  expect((await post(`/api/admin/emails/${emailId}/resend`)).statusCode).toBe(200);
  await waitUntil(async () => receivedFor(to).filter((m) => m.subject === 'Your plan, as promised').length === 2, 15_000);
  await expectValidPlanPdf(receivedFor(to).filter((m) => m.subject === 'Your plan, as promised')[1], 'Desk Plan Dental');

  // Another type carries no plan.
  await post('/api/admin/send-email', { clientId: submission.id, subject: 'Just checking in', body: 'How are you?', emailType: 'follow_up' });
  await waitUntil(async () => receivedFor(to).some((m) => m.subject === 'Just checking in'), 15_000);
  expect(pdfOf(receivedFor(to).find((m) => m.subject === 'Just checking in')!)).toBeUndefined();
  expect((await stack.t.app.get(AgencyEmailRepository).one(emailId))?.planPdf?.business.businessName).toBe('Desk Plan Dental');
}, 60_000);

it('serves the plan of a plan email by its signed link for 30 days, and nothing by an altered, expired or malformed one', async () => {
  const to = 'owner@plan-link.example';
  const { submission } = await plannedClient(stack.contexts, 'Plan Link Bakery', to);
  const repository = stack.t.app.get(AgencyEmailRepository);
  let emailId: string | undefined;
  await waitUntil(async () => {
    [emailId] = (await stack.t.query<{ id: string }>(`SELECT id FROM $schema.agency_emails WHERE submission_id = $1 AND plan_pdf IS NOT NULL`, [submission.id])).map((row) => row.id);
    return emailId !== undefined;
  }, 20_000);
  const email = (await repository.one(emailId!))!;
  const links = stack.t.app.get(PlanLinks);
  const get = (url: string) => stack.t.app.inject({ method: 'GET', url: new URL(url).pathname });

  const res = await get(links.url(email.id, new Date(email.createdAt)));
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe('attachment; filename="plan-link-bakery-automation-plan.pdf"');
  expect((await pdfText(res.rawPayload)).pageTexts.join('\n')).toContain('Plan Link Bakery');

  const good = links.url(email.id, new Date(email.createdAt));
  const altered = good.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
  expect((await get(altered)).json()).toMatchObject({ error: { code: 'PlanLinkInvalid' } });
  expect((await get(altered)).statusCode).toBe(404);
  const monthAgo = new Date(Date.parse(email.createdAt) - (PLAN_LINK_DAYS + 1) * 24 * 60 * 60 * 1000);
  const expired = await get(links.url(email.id, monthAgo));
  expect([expired.statusCode, expired.json().error.code]).toEqual([410, 'PlanLinkExpired']);
  expect((await get('https://x.example/api/plan-pdf/not-a-link')).statusCode).toBe(400);
}, 60_000);

it("lists billing's order confirmation on the record with its delivery status, beside the agency's emails", async () => {
  const to = 'owner@paid-sprint.example';
  const id = await clientThrough(stack.contexts, 'Paid Sprint Bakery', to, { select: 0, order: 'paid' });
  let profile = await profileOf(id);
  await waitUntil(async () => (profile = await profileOf(id)).emails.some((e) => e.keptBy === 'billing' && e.status === 'sent'), 20_000);
  const [confirmation, ...others] = profile.emails;
  expect(others).toEqual([]);
  expect(confirmation).toMatchObject({ to, subject: 'Your Starter Sprint is confirmed — next steps', status: 'sent', keptBy: 'billing' });
  expect(confirmation.smtpResponse).toBe(receivedFor(to).find((m) => m.subject === confirmation.subject)?.messageId);
  expect(confirmation.sentAt).not.toBeNull();
  expect(profile.timeline.filter((e) => e.kind === 'email')).toEqual([expect.objectContaining({ emailId: confirmation.id, status: 'sent' })]);
}, 60_000);
