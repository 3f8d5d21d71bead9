import { shippedAgencyContent } from '@biz/contracts/testing';
import { attemptsOf, OrderEmailReportedJob, SendOrderConfirmationJob, type JobPayload } from '@biz/contracts';
import { createJobProducer, JobFailed, type JobProducer } from '@biz/server-kit/without-nest';
import { clearRedisPrefix, freePort, scrapeMetric, startSmtpPeer, type SmtpPeer, type SmtpResponder, waitUntil } from '@biz/server-kit/testing';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { parseWorkerEnv } from '../config/env';
import { renderOrderConfirmation } from '../email/render-order-confirmation';
import { startWorkerApp, type WorkerApp } from '../worker-app';
import { orderEmailReportJobId } from './send-order-confirmation.handler';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = { info: () => undefined, error: () => undefined };

const paidOrder = (): JobPayload<typeof SendOrderConfirmationJob> => ({
  emailId: randomUUID(),
  orderId: randomUUID(),
  to: 'owner@brightsmile.example',
  businessName: 'Bright Smile Dental',
  package: 'growth',
  amountCents: 100000,
  paidAt: '2026-11-23T15:04:05.000Z',
});

/** The real worker app on a prefix of its own, a real SMTP peer, and billing's inbox read without a consumer. */
describe('the order confirmation through the real worker, Redis and an SMTP server', () => {
  let prefix: string;
  let producer: JobProducer;
  let ai: Queue;
  let inbox: Queue;
  let smtp: SmtpPeer | undefined;
  const apps: WorkerApp[] = [];

  beforeEach(() => {
    prefix = `biz-test-${randomUUID().slice(0, 8)}`;
    producer = createJobProducer({ redisUrl, prefix });
    ai = new Queue('ai', { connection: { url: redisUrl }, prefix });
    inbox = new Queue('billing-inbox', { connection: { url: redisUrl }, prefix });
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await smtp?.close();
    smtp = undefined;
    await producer.close();
    await ai.close();
    await inbox.close();
    await clearRedisPrefix(redisUrl, prefix);
  });

  async function startWorker(env: Record<string, string> = {}) {
    // Retries a few ms apart: the policy's attempts, without its hour.
    const app = await startWorkerApp(parseWorkerEnv({ REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, WORKER_PORT: '0', JOB_BACKOFF_BASE_MS: '20', JOB_BACKOFF_CAP_MS: '200', ...env }), silent);
    apps.push(app);
    return app;
  }

  async function startWorkerWithSmtp(respond?: SmtpResponder) {
    smtp = await startSmtpPeer(respond);
    return startWorker({ SMTP_URL: smtp.url, SMTP_FROM: 'BizAutomate <hello@bizautomate.example>' });
  }

  /** Every report waiting in billing's inbox, with its job id. */
  async function reports() {
    const jobs = await inbox.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed']);
    return jobs.map((job) => ({ id: job.id, name: job.name, report: OrderEmailReportedJob.schema.parse(job.data) }));
  }

  const send = (order: JobPayload<typeof SendOrderConfirmationJob>, jobId = order.emailId) =>
    producer.enqueueAndWait(SendOrderConfirmationJob, order, { jobId, timeoutMs: 10_000 });

  it('one paid order: one message to the buyer with the subject and both parts, reported as sent', async () => {
    await startWorkerWithSmtp();
    const order = paidOrder();
    await expect(send(order)).resolves.toEqual({ delivered: true });

    const rendered = renderOrderConfirmation(order, shippedAgencyContent.letterhead);
    expect(smtp!.received).toHaveLength(1);
    const [mail] = smtp!.received;
    expect(mail.envelope).toEqual({ from: 'hello@bizautomate.example', to: ['owner@brightsmile.example'] });
    expect(mail).toMatchObject({
      to: { value: [{ address: 'owner@brightsmile.example', name: '' }] },
      from: { value: [{ address: 'hello@bizautomate.example', name: 'BizAutomate' }] },
      subject: 'Your Growth Sprint is confirmed — next steps',
      // The email's own id, so a second send after a crash is the same message to the recipient's mail service.
      messageId: `<${order.emailId}@bizautomate.example>`,
    });
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(mail.text).toBe(rendered.text);
    expect(mail.html).toBe(rendered.html);
    expect(mail.text).toContain('$1,000.00');

    expect(await reports()).toEqual([{
      id: orderEmailReportJobId(order.emailId, 'sent'),
      name: OrderEmailReportedJob.name,
      report: { emailId: order.emailId, status: 'sent', ...rendered, messageId: mail.messageId, error: null },
    }]);
  });

  it('the same job run again (a retry after a crash): still one message, reported again with the same message id', async () => {
    await startWorkerWithSmtp();
    const order = paidOrder();
    await send(order);
    const firstRun = (await ai.getJob(order.emailId))!;
    const firstFinishedOn = firstRun.finishedOn!;
    await firstRun.retry('completed');
    await waitUntil(async () => ((await ai.getJob(order.emailId))?.finishedOn ?? 0) > firstFinishedOn, 5_000);
    const rerun = (await ai.getJob(order.emailId))!;
    expect(await rerun.getState()).toBe('completed');
    expect(rerun.finishedOn).toBeGreaterThan(firstFinishedOn);
    expect(rerun.returnvalue).toEqual({ delivered: true });

    expect(smtp!.offered()).toBe(1);
    // Both runs reported; the deterministic job id keeps it one report in billing's inbox.
    expect((await reports()).map((r) => [r.id, r.report.status, r.report.messageId])).toEqual([
      [orderEmailReportJobId(order.emailId, 'sent'), 'sent', smtp!.received[0].messageId],
    ]);
  });

  it('two jobs for one email (a duplicate enqueue) on two workers at once: one message, both jobs done', async () => {
    await startWorkerWithSmtp();
    await startWorker({ SMTP_URL: smtp!.url });
    const order = paidOrder();
    const answers = await Promise.all([send(order, `first-${order.emailId}`), send(order, `second-${order.emailId}`)]);
    expect(answers).toEqual([{ delivered: true }, { delivered: true }]);
    expect(smtp!.offered()).toBe(1);
    expect((await reports()).map((r) => r.report.status)).toEqual(['sent']);
  });

  it('a message the SMTP server refuses once is retried and sent, with no failed report; /metrics counts both runs', async () => {
    const app = await startWorkerWithSmtp((index) => (index === 0 ? { responseCode: 451, message: 'Greylisted, try again' } : null));
    const metrics = `http://127.0.0.1:${app.port}`;
    const job = { queue: 'ai', job: SendOrderConfirmationJob.name };
    const counts = () => Promise.all([
      scrapeMetric(metrics, 'emails_total', { outcome: 'sent' }), scrapeMetric(metrics, 'emails_total', { outcome: 'failed' }),
      scrapeMetric(metrics, 'jobs_total', { ...job, outcome: 'completed' }), scrapeMetric(metrics, 'jobs_total', { ...job, outcome: 'failed' }),
      scrapeMetric(metrics, 'job_duration_seconds_count', job),
    ]);
    const before = await counts();
    const order = paidOrder();
    await expect(send(order)).resolves.toEqual({ delivered: true });
    expect(smtp!.offered()).toBe(2);
    expect(smtp!.received).toHaveLength(1);
    expect((await reports()).map((r) => r.report.status)).toEqual(['sent']);
    expect((await ai.getJob(order.emailId))!.attemptsMade).toBeGreaterThanOrEqual(1);
    await waitUntil(async () => (await counts())[2] > before[2], 2_000);
    expect((await counts()).map((n, i) => n - before[i])).toEqual([1, 1, 1, 1, 2]);
  });

  it('SMTP down: every attempt is used, then the job fails and reports failed with the error', async () => {
    await startWorker({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    const order = paidOrder();
    await expect(send(order)).rejects.toThrow(JobFailed);
    const job = (await ai.getJob(order.emailId))!;
    expect(await job.getState()).toBe('failed');
    expect(job.attemptsMade).toBe(attemptsOf(SendOrderConfirmationJob));
    expect(await reports()).toEqual([{
      id: orderEmailReportJobId(order.emailId, 'failed'),
      name: OrderEmailReportedJob.name,
      report: { emailId: order.emailId, status: 'failed', ...renderOrderConfirmation(order, shippedAgencyContent.letterhead), messageId: null, error: expect.stringMatching(/ECONNREFUSED/) },
    }]);
  }, 15_000);

  it("the SMTP server down through a paid order's first 4 attempts (past the old policy's 3) and restarted: exactly one email, with the default retry delays", async () => {
    const first = await startSmtpPeer();
    const port = Number(new URL(first.url).port);
    // The default policy: 1 s doubling, capped at 10 min; attempts come about 0, 1, 3, 7 and 15 s after the order.
    await startWorker({ SMTP_URL: first.url, JOB_BACKOFF_BASE_MS: '1000', JOB_BACKOFF_CAP_MS: '600000' });
    await first.close();
    const order = paidOrder();
    await producer.enqueue(SendOrderConfirmationJob, order, { jobId: order.emailId });
    // The 3 attempts 1 s apart that used to be all a job got were spent in the first 3 s: a 4th comes (or the
    // job gives up), and the job still waits for its 5th.
    const job = async () => (await ai.getJob(order.emailId))!;
    await waitUntil(async () => (await job()).attemptsMade >= 4 || (await (await job()).getState()) === 'failed', 30_000);
    expect((await job()).attemptsMade).toBeGreaterThanOrEqual(4);
    expect(await (await job()).getState()).toBe('delayed');

    smtp = await startSmtpPeer(undefined, port);
    await waitUntil(async () => smtp!.received.length > 0, 40_000);
    await waitUntil(async () => (await reports()).length > 0, 5_000);
    expect(smtp.received).toHaveLength(1);
    expect(first.received).toHaveLength(0);
    expect((await reports()).map((r) => r.report.status)).toEqual(['sent']);
  }, 90_000);

  it('no SMTP_URL: the rendered email is reported as logged and nothing is sent', async () => {
    smtp = await startSmtpPeer();
    await startWorker();
    const order = { ...paidOrder(), package: 'starter' as const, amountCents: 50000 };
    await expect(send(order)).resolves.toEqual({ delivered: false });
    expect(smtp.offered()).toBe(0);
    const rendered = renderOrderConfirmation(order, shippedAgencyContent.letterhead);
    expect(rendered.text).toContain('$500.00');
    expect(await reports()).toEqual([{
      id: orderEmailReportJobId(order.emailId, 'logged'),
      name: OrderEmailReportedJob.name,
      report: { emailId: order.emailId, status: 'logged', ...rendered, messageId: null, error: null },
    }]);
  });
});
