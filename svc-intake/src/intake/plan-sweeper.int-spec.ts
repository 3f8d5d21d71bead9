import { BusinessIntakeResponse } from '@biz/contracts';
import { startToggleProxy, startWorkerProcess, waitUntil, type ToggleProxy, type WorkerProcess } from '@biz/server-kit/testing';
import { Queue } from 'bullmq';
import { startIntakeTestApp, type IntakeTestApp } from '../testing/intake-test-app';

// A sweep every 200 ms for plans pending over 1 s (by default: every minute, over two hours). svc-intake
// reaches Postgres through a link the test can cut, and retries an inbox job 10 ms apart, so a delivery
// fails for good within a second of an outage instead of an hour.
let link: ToggleProxy;
let t: IntakeTestApp;
let worker: WorkerProcess | undefined;

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { hostname, port } = new URL(databaseUrl);
  link = await startToggleProxy({ host: hostname, port: Number(port || 5432) });
  t = await startIntakeTestApp({
    DATABASE_URL: link.urlThrough(databaseUrl), PLAN_SWEEP_AFTER_SECONDS: '1', PLAN_SWEEP_INTERVAL_MS: '200', JOB_BACKOFF_BASE_MS: '10', JOB_BACKOFF_CAP_MS: '20',
  });
}, 30_000);
afterAll(async () => {
  await link?.resume();
  await worker?.stop();
  await t?.close();
  await link?.close();
});

/** An intake and a selection of two workflows: its plan is pending and its job queued. */
async function selected(businessName: string): Promise<string> {
  const intake = await t.app.inject({
    method: 'POST', url: '/api/business-intake',
    payload: { businessName, contactEmail: 'owner@sweep.example', industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] },
  });
  const { client, suggestions } = BusinessIntakeResponse.parse(intake.json());
  expect((await t.app.inject({ method: 'POST', url: '/api/workflow-selection', payload: { clientId: client.id, selectedWorkflows: suggestions.slice(0, 2) } })).statusCode).toBe(200);
  const [{ id }] = await t.query<{ id: string }>(`SELECT id FROM $schema.selections WHERE submission_id = $1`, [client.id]);
  return id;
}

const planStatus = async (selectionId: string) =>
  (await t.query<{ status: string }>(`SELECT status FROM $schema.plans WHERE selection_id = $1`, [selectionId]))[0]?.status;

async function onQueue<T>(name: string, use: (queue: Queue) => Promise<T>): Promise<T> {
  const queue = new Queue(name, { connection: { url: t.env.REDIS_URL }, prefix: t.env.QUEUE_PREFIX });
  try {
    return await use(queue);
  } finally {
    await queue.close();
  }
}

it('a plan whose job was lost (an enqueue that failed after the selection was stored, a job failed for good) is asked for again and generated', async () => {
  const selectionId = await selected('Lost Job Dental');
  // The job is gone from Redis before any worker saw it.
  expect(await onQueue('ai', (ai) => ai.remove(`plan-${selectionId}`))).toBe(1);

  worker = await startWorkerProcess({ QUEUE_PREFIX: t.env.QUEUE_PREFIX });
  await waitUntil(async () => (await planStatus(selectionId)) === 'generated', 20_000);
  expect(await planStatus(selectionId)).toBe('generated');
}, 40_000);

it('a plan whose delivery failed for good while Postgres was down is generated and stored by the next round once it is back', async () => {
  await worker?.stop();
  const selectionId = await selected('Failed Delivery Dental');
  await link.pause();
  worker = await startWorkerProcess({ QUEUE_PREFIX: t.env.QUEUE_PREFIX });
  // The worker writes the plan; every attempt to store it fails, and the failed delivery is kept (for days).
  const failedDeliveries = () => onQueue('intake-inbox', async (inbox) => (await inbox.getFailed()).filter((job) => job.data.selectionId === selectionId));
  await waitUntil(async () => (await failedDeliveries()).length === 1, 20_000);
  expect(await planStatus(selectionId).catch(() => 'unreachable')).toBe('unreachable');

  await link.resume();
  await waitUntil(async () => (await planStatus(selectionId)) === 'generated', 20_000);
  expect(await planStatus(selectionId)).toBe('generated');
  const generations = await t.query<{ n: string }>(
    `SELECT count(*) AS n FROM $schema.generations g JOIN $schema.selections s ON s.submission_id = g.submission_id WHERE s.id = $1 AND g.kind = 'plan'`, [selectionId]);
  expect(generations).toEqual([{ n: '1' }]);
}, 60_000);
