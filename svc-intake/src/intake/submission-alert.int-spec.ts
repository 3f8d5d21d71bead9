import { BusinessIntakeResponse, priceOfSelection, SubmissionAlertJob } from '@biz/contracts';
import { idleQueueCounts, startSmtpPeer, startWorkerProcess, waitUntil, type SmtpPeer, type WorkerProcess } from '@biz/server-kit/testing';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { startIntakeTestApp, type IntakeTestApp } from '../testing/intake-test-app';

// svc-intake with the agency's alert address, the real compiled worker and a real SMTP server.
let t: IntakeTestApp;
let worker: WorkerProcess;
let smtp: SmtpPeer;
const agency = 'leads@agency.example';

beforeAll(async () => {
  t = await startIntakeTestApp({ ADMIN_ALERT_EMAIL: agency, PUBLIC_URL: 'https://desk.bizautomate.example' });
  smtp = await startSmtpPeer();
  worker = await startWorkerProcess({ QUEUE_PREFIX: t.env.QUEUE_PREFIX, SMTP_URL: smtp.url });
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await t?.close();
});

const submit = async (body: object, app: IntakeTestApp = t) => BusinessIntakeResponse.parse((await app.app.inject({ method: 'POST', url: '/api/business-intake', payload: body })).json());

it('emails the agency once per new submission, with the business, its goals, what it was offered and a link to its profile', async () => {
  const idempotencyKey = randomUUID();
  const intake = { businessName: '<b>Bold</b> Barbers', contactEmail: 'owner@bold.example', industry: 'salon', companySize: 'Solo', primaryGoals: ['Reduce Manual Work', 'Scale Operations'], painPoints: 'No-shows', idempotencyKey };
  const { client, suggestions } = await submit(intake);
  await submit(intake); // a double submit is the same submission: no second alert
  await waitUntil(() => smtp.received.length > 0, 15_000);
  // Every alert the two submits asked for has been handled: a second one cannot still be on its way.
  expect(await idleQueueCounts(t.env.REDIS_URL, t.env.QUEUE_PREFIX, SubmissionAlertJob.queue, 15_000)).toMatchObject({ waiting: 0, delayed: 0, prioritized: 0, active: 0 });

  expect(smtp.received).toHaveLength(1);
  const [alert] = smtp.received;
  expect(alert.envelope.to).toEqual([agency]);
  expect(alert.subject).toBe('New submission: <b>Bold</b> Barbers');
  const offered = priceOfSelection(suggestions).firstYearCents;
  expect(alert.text).toContain('Goals: Reduce Manual Work; Scale Operations');
  expect(alert.text).toContain(`Offered: $${(offered / 100).toLocaleString('en-US')} in the first year`);
  expect(alert.text).toContain(`Open the profile: https://desk.bizautomate.example/admin?client=${client.id}`);
  expect(alert.html).toContain('&lt;b&gt;Bold&lt;/b&gt; Barbers');
  expect(alert.html).not.toContain('<b>Bold');
}, 30_000);

it('enqueues no alert when no alert address is set', async () => {
  const quiet = await startIntakeTestApp();
  const redis = new Redis(quiet.env.REDIS_URL);
  try {
    const { client } = await submit({ businessName: 'Quiet Cafe', contactEmail: 'owner@quiet.example', industry: 'food-beverage', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] }, quiet);
    expect(client.id).toBeTruthy();
    expect(await redis.keys(`${quiet.env.QUEUE_PREFIX}:ai:alert-*`)).toEqual([]);
    // The same check finds the alert where one is due.
    expect(await redis.keys(`${t.env.QUEUE_PREFIX}:ai:alert-*`)).not.toEqual([]);
  } finally {
    redis.disconnect();
    await quiet.close();
  }
}, 30_000);
