import { SubmissionProfileResponse, DeliverEmailJob, ErrorEnvelope, SendEmailResponse, ValidationMessage } from '@biz/contracts';
import { shippedAgencyContent } from '@biz/contracts/testing';
import { startSmtpPeer, startWorkerProcess, waitUntil, type SmtpPeer, type WorkerProcess } from '@biz/server-kit/testing';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { clientThrough } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';
import { AgencyEmailRepository } from './agency-email.repository';
import { EmailSenderService } from './email-sender.service';

// svc-admin in process on real svc-intake and svc-billing processes, the real compiled worker, and a real
// SMTP server: the email an admin sends, from the request to the inbox it lands in and back to the log.
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

const post = (url: string, payload: object = {}) => stack.t.app.inject({ method: 'POST', url, headers: { cookie: stack.cookie }, payload });
const send = (payload: object) => post('/api/admin/send-email', payload);
const profileOf = async (id: string) => SubmissionProfileResponse.parse((await stack.t.app.inject({ method: 'GET', url: `/api/admin/clients/${id}/profile`, headers: { cookie: stack.cookie } })).json());
const statusOf = async (emailId: string) => (await stack.t.app.get(AgencyEmailRepository).one(emailId))?.status;
const receivedFor = (to: string) => smtp.received.filter((mail) => mail.envelope.to.includes(to));

it('sends the admin email once, as text and as HTML built from it, both signed with the letterhead, and logs it sent with the SMTP answer, in the timeline', async () => {
  const to = 'owner@lantern-yoga.example';
  const id = await clientThrough(stack.contexts, 'Lantern Yoga', to, { select: 0, order: 'none' });
  const body = 'Hi Lantern Yoga team,\n\nYour plan is ready.\nSee you <b>soon</b> & thanks!';
  const res = await send({ clientId: id, subject: 'Your plan is ready', body });
  expect(res.statusCode).toBe(200);
  const { emailId } = SendEmailResponse.parse(res.json());
  await waitUntil(async () => (await statusOf(emailId)) === 'sent', 15_000);

  const [mail, ...more] = receivedFor(to);
  expect(more).toEqual([]);
  expect(mail.subject).toBe('Your plan is ready');
  const { letterhead } = shippedAgencyContent;
  expect(mail.text?.trim()).toBe(`${body}\n\n${letterhead.signOff}\n\n${letterhead.name}, ${letterhead.address}`);
  expect(mail.html).toContain(`<p style="margin:0;">${letterhead.signOff}</p>`);
  expect(mail.html).toContain('<p style="margin:0 0 16px;">Your plan is ready.<br>See you &lt;b&gt;soon&lt;/b&gt; &amp; thanks!</p>');
  expect(mail.html).not.toContain('<b>soon');

  const profile = await profileOf(id);
  expect(profile.emails).toEqual([expect.objectContaining({ id: emailId, to, subject: 'Your plan is ready', body, status: 'sent', smtpResponse: mail.messageId })]);
  expect(profile.timeline.find((e) => e.kind === 'email')).toEqual({ kind: 'email', at: profile.emails[0].createdAt, emailId, subject: 'Your plan is ready', status: 'sent', by: { kind: 'bootstrap-owner' } });
}, 30_000);

it('refuses a blank subject or body with the spec message, an overlong body with its limit, and an unknown client, logging nothing', async () => {
  const id = await clientThrough(stack.contexts, 'Blank Florist', 'owner@blank-florist.example', { select: 0, order: 'none' });
  for (const payload of [{ clientId: id, subject: '  ', body: 'Hello' }, { clientId: id, subject: 'Hello', body: '\n' }]) {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(Object.values(ErrorEnvelope.parse(res.json()).error.fields ?? {}).flat()).toContain(ValidationMessage.provideSubjectAndBody);
  }
  const long = await send({ clientId: id, subject: 'Hello', body: 'x'.repeat(50_001) });
  expect(ErrorEnvelope.parse(long.json()).error.fields).toEqual({ body: ['Must be 50,000 characters or fewer'] });
  expect((await send({ clientId: randomUUID(), subject: 'Hi', body: 'Hi' })).statusCode).toBe(404);
  expect(await stack.t.app.get(AgencyEmailRepository).about([id])).toEqual([]);
});

it('resends a logged email as a new entry to the same address; a job run twice still sends once', async () => {
  const to = 'owner@twice-bakery.example';
  const id = await clientThrough(stack.contexts, 'Twice Bakery', to, { select: 0, order: 'none' });
  const { emailId } = SendEmailResponse.parse((await send({ clientId: id, subject: 'Follow-up', body: 'Hello again' })).json());
  await waitUntil(async () => (await statusOf(emailId)) === 'sent', 15_000);

  // The same job once more (a duplicate delivery): the send-once ledger keeps it from mailing again.
  const ai = new Queue('ai', { connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }, prefix: stack.contexts.queuePrefix });
  await ai.add(DeliverEmailJob.name, { emailId, to, subject: 'Follow-up', text: 'Hello again' }, { jobId: `${emailId}-again` });
  const resent = SendEmailResponse.parse((await post(`/api/admin/emails/${emailId}/resend`)).json());
  expect(resent.emailId).not.toBe(emailId);
  await waitUntil(async () => (await statusOf(resent.emailId)) === 'sent' && (await ai.getJob(`${emailId}-again`))?.finishedOn !== undefined, 15_000);
  await ai.close();
  expect(receivedFor(to).map((mail) => mail.subject)).toEqual(['Follow-up', 'Follow-up']);
  expect((await post(`/api/admin/emails/${randomUUID()}/resend`)).statusCode).toBe(404);
}, 30_000);

it('an email whose job never reached Redis is sent by the sweep', async () => {
  const to = 'owner@lost-job.example';
  const id = await clientThrough(stack.contexts, 'Lost Job Cafe', to, { select: 0, order: 'none' });
  const repository = stack.t.app.get(AgencyEmailRepository);
  const { emailId } = (await repository.create({ submissionId: id, to, subject: 'Lost', body: 'This job was never enqueued.' }))!;
  await stack.t.query(`UPDATE $schema.agency_emails SET updated_at = now() - interval '2 minutes' WHERE id = $1`, [emailId]);
  await stack.t.app.get(EmailSenderService).sweep();
  await waitUntil(async () => (await statusOf(emailId)) === 'sent', 15_000);
  expect(receivedFor(to)).toHaveLength(1);
}, 30_000);
