import { CreatePaymentIntentResponse, OrderEmailReportedJob, SendOrderConfirmationJob, TestCards } from '@biz/contracts';
import { createJobProducer, type JobProducer } from '@biz/server-kit';
import { waitUntil } from '@biz/server-kit/testing';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app';
import { exampleLead, paymentIntentIdOf, testCard } from '../testing/checkout.fixtures';
import { EmailSweep } from '@biz/server-kit';
import { FulfilmentService } from './fulfilment.service';
import { OrdersRepository } from './orders.repository';

let t: BillingTestApp;
let worker: JobProducer;

beforeAll(async () => {
  t = await startBillingTestApp();
  // Plays the worker's part: reports land in billing's inbox queue.
  worker = createJobProducer({ redisUrl: t.env.REDIS_URL, prefix: t.env.QUEUE_PREFIX });
});

afterAll(async () => {
  await worker?.close();
  await t?.close();
});

async function pendingOrder(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { package: 'growth', lead: exampleLead } });
  return CreatePaymentIntentResponse.parse(res.json()).clientSecret;
}

async function paidOrderEmail(): Promise<string> {
  const clientSecret = await pendingOrder();
  await t.app.inject({ method: 'POST', url: '/api/billing/test-mode/confirm-payment', payload: { clientSecret, card: testCard(TestCards.success) } });
  const [{ id }] = await t.query<{ id: string }>(`SELECT e.id FROM $schema.order_emails e JOIN $schema.orders o ON o.id = e.order_id WHERE o.client_secret = $1`, [clientSecret]);
  return id;
}

const emailRow = async (id: string) => (await t.query<Record<string, unknown>>(`SELECT * FROM $schema.order_emails WHERE id = $1`, [id]))[0];

describe('the email log', () => {
  it('queues the confirmation job under the email id, with the order and lead it needs', async () => {
    const emailId = await paidOrderEmail();
    expect(await t.aiJobIds()).toContain(emailId);
    const job = SendOrderConfirmationJob.schema.parse(await t.aiJobData(emailId));
    expect(job).toMatchObject({ emailId, to: exampleLead.contactEmail, businessName: exampleLead.businessName, package: 'growth', amountCents: 100000 });
  });

  it('stores the worker\'s report: status, subject, bodies, message id', async () => {
    const emailId = await paidOrderEmail();
    await worker.enqueue(OrderEmailReportedJob, { emailId, status: 'sent', subject: 'Your Growth Sprint is booked', html: '<p>Thanks</p>', text: 'Thanks', messageId: '<m1@biz>', error: null }, { jobId: `report-${emailId}` });
    await waitUntil(async () => (await emailRow(emailId)).status === 'sent', 5000);
    const row = await emailRow(emailId);
    expect(row).toMatchObject({ status: 'sent', subject: 'Your Growth Sprint is booked', html: '<p>Thanks</p>', text: 'Thanks', message_id: '<m1@biz>', error: null });
  });

  it('keeps a failure with its error, and never turns a sent email back', async () => {
    const emailId = await paidOrderEmail();
    const repository = t.app.get(OrdersRepository);
    const report = { emailId, subject: 's', html: 'h', text: 't' };
    expect(await repository.storeEmailReport({ ...report, status: 'failed', messageId: null, error: 'connect ECONNREFUSED' })).toBe(true);
    expect(await emailRow(emailId)).toMatchObject({ status: 'failed', error: 'connect ECONNREFUSED' });
    expect(await repository.storeEmailReport({ ...report, status: 'sent', messageId: '<m2@biz>', error: null })).toBe(true);
    expect(await repository.storeEmailReport({ ...report, status: 'failed', messageId: null, error: 'late' })).toBe(false);
    expect(await emailRow(emailId)).toMatchObject({ status: 'sent', message_id: '<m2@biz>' });
  });
});

describe('an email whose job was lost between commit and enqueue', () => {
  it('is enqueued again by the sweep once it is older than a minute, and a recent one is left alone', async () => {
    // The order is paid and its email row committed, but the process "crashed" before enqueueing.
    const lost = await t.app.get(OrdersRepository).markPaid(paymentIntentIdOf(await pendingOrder()));
    const recent = await t.app.get(OrdersRepository).markPaid(paymentIntentIdOf(await pendingOrder()));
    await t.query(`UPDATE $schema.order_emails SET created_at = now() - make_interval(secs => $2) WHERE id = $1`, [lost!.emailId, EmailSweep.staleAfterSeconds + 5]);
    expect(await t.aiJobIds()).not.toContain(lost!.emailId);

    await t.app.get(FulfilmentService).requeueStaleEmails();
    const jobs = await t.aiJobIds();
    expect(jobs).toContain(lost!.emailId);
    expect(jobs).not.toContain(recent!.emailId);

    // A second sweep (or a second instance) finds the job there already: still one job.
    await t.app.get(FulfilmentService).requeueStaleEmails();
    expect((await t.aiJobIds()).filter((id) => id === lost!.emailId)).toHaveLength(1);
  });
});

describe('an email whose every attempt failed (SMTP down for longer than a job retries)', () => {
  it('gets another round once it failed long enough ago, enqueued once however many sweeps run', async () => {
    const repository = t.app.get(OrdersRepository);
    const failed = (await repository.markPaid(paymentIntentIdOf(await pendingOrder())))!;
    const fresh = (await repository.markPaid(paymentIntentIdOf(await pendingOrder())))!;
    for (const { emailId } of [failed, fresh]) {
      await repository.storeEmailReport({ emailId, subject: 's', html: 'h', text: 't', status: 'failed', messageId: null, error: 'connect ECONNREFUSED' });
    }
    await t.query(`UPDATE $schema.order_emails SET updated_at = now() - make_interval(secs => $2) WHERE id = $1`, [failed.emailId, EmailSweep.resendFailedAfterSeconds + 5]);

    expect(await t.app.get(FulfilmentService).resendFailedEmails()).toBe(1);
    expect(await t.app.get(FulfilmentService).resendFailedEmails()).toBe(1);
    const resent = (await t.aiJobIds()).filter((id) => id.startsWith(`${failed.emailId}-resent-`));
    expect(resent).toHaveLength(1);
    expect(await t.aiJobData(resent[0])).toMatchObject({ emailId: failed.emailId, to: failed.to });
    expect((await t.aiJobIds()).some((id) => id.startsWith(fresh.emailId))).toBe(false);
  });
});
