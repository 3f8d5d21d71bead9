import { CreatePaymentIntentResponse, SendOrderConfirmationJob, TestCards } from '@biz/contracts';
import { idleQueueCounts, startSmtpPeer, startWorkerProcess, waitUntil, type SmtpPeer, type WorkerProcess } from '@biz/server-kit/testing';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app';
import { exampleLead, paymentIntentIdOf, testCard } from '../testing/checkout.fixtures';
import { EmailSweep } from '@biz/server-kit';
import { FulfilmentService } from './fulfilment.service';

// svc-billing in process, the real compiled svc-ai-worker (`npx tsc -b`) in its own, a real SMTP peer.
let t: BillingTestApp;
let smtp: SmtpPeer;
let worker: WorkerProcess;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await startBillingTestApp();
  worker = await startWorkerProcess({ QUEUE_PREFIX: t.env.QUEUE_PREFIX, SMTP_URL: smtp.url });
}, 30_000);

afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await smtp?.close();
});

const emailOf = async (clientSecret: string) =>
  (await t.query<Record<string, unknown>>(`SELECT e.* FROM $schema.order_emails e JOIN $schema.orders o ON o.id = e.order_id WHERE o.client_secret = $1`, [clientSecret]))[0];

it('a paid order sends exactly one confirmation through SMTP and its email row ends sent', async () => {
  const lead = { ...exampleLead, businessName: 'Harbor Dental', contactEmail: 'frontdesk@harbor.example' };
  const res = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { package: 'growth', lead } });
  const { clientSecret } = CreatePaymentIntentResponse.parse(res.json());
  const pay = () => t.app.inject({ method: 'POST', url: '/api/billing/test-mode/confirm-payment', payload: { clientSecret, card: testCard(TestCards.success) } });
  expect((await pay()).statusCode).toBe(200);
  // A second confirmation of the same order, and a second success report, change nothing.
  expect((await pay()).statusCode).toBe(200);
  await t.app.get(FulfilmentService).paymentSucceeded(paymentIntentIdOf(clientSecret));

  await waitUntil(async () => (await emailOf(clientSecret))?.status === 'sent', 10_000);
  const row = await emailOf(clientSecret);
  expect(row).toMatchObject({ status: 'sent', to: lead.contactEmail, error: null });
  expect(row.subject).toEqual(expect.any(String));
  expect(row.html).toContain('Harbor Dental');
  expect(row.text).toContain('Harbor Dental');
  expect(smtp.received).toHaveLength(1);
  const [mail] = smtp.received;
  expect(mail.envelope.to).toEqual([lead.contactEmail]);
  expect(mail.subject).toBe(row.subject);
  expect(row.message_id).toEqual(expect.any(String));

  // Even a sweep that believes the job was lost enqueues under the same job id: no second email.
  await t.query(`UPDATE $schema.order_emails SET status = 'queued', created_at = now() - make_interval(secs => $2) WHERE id = $1`, [row.id, EmailSweep.staleAfterSeconds + 5]);
  expect(await t.app.get(FulfilmentService).requeueStaleEmails()).toBe(1);
  // The worker has run whatever the sweep enqueued: a second email would have been offered by now.
  expect(await idleQueueCounts(t.env.REDIS_URL, t.env.QUEUE_PREFIX, SendOrderConfirmationJob.queue, 10_000)).toMatchObject({ waiting: 0, delayed: 0, prioritized: 0, active: 0 });
  expect(smtp.offered()).toBe(1);
}, 30_000);
