import { BusinessIntakeResponse } from '@biz/contracts';
import { startWorkerProcess, waitUntil, type WorkerProcess } from '@biz/server-kit/testing';
import { Queue } from 'bullmq';
import { startIntakeTestApp, type IntakeTestApp } from '../testing/intake-test-app';

// A sweep every 200 ms for plans pending over 1 s (by default: every minute, over two hours).
let t: IntakeTestApp;
let worker: WorkerProcess | undefined;

beforeAll(async () => {
  t = await startIntakeTestApp({ PLAN_SWEEP_AFTER_SECONDS: '1', PLAN_SWEEP_INTERVAL_MS: '200' });
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

it('a plan whose job was lost (an enqueue that failed after the selection was stored, a job failed for good) is asked for again and generated', async () => {
  const intake = await t.app.inject({
    method: 'POST', url: '/api/business-intake',
    payload: { businessName: 'Lost Job Dental', contactEmail: 'owner@lostjob.example', industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] },
  });
  const { client, suggestions } = BusinessIntakeResponse.parse(intake.json());
  expect((await t.app.inject({ method: 'POST', url: '/api/workflow-selection', payload: { clientId: client.id, selectedWorkflows: suggestions.slice(0, 2) } })).statusCode).toBe(200);
  const [{ id: selectionId }] = await t.query<{ id: string }>(`SELECT id FROM $schema.selections WHERE submission_id = $1`, [client.id]);

  // The job is gone from Redis before any worker saw it.
  const ai = new Queue('ai', { connection: { url: t.env.REDIS_URL }, prefix: t.env.QUEUE_PREFIX });
  try {
    expect(await ai.remove(`plan-${selectionId}`)).toBe(1);
  } finally {
    await ai.close();
  }

  worker = await startWorkerProcess({ QUEUE_PREFIX: t.env.QUEUE_PREFIX });
  const status = async () => (await t.query<{ status: string }>(`SELECT status FROM $schema.plans WHERE selection_id = $1`, [selectionId]))[0]?.status;
  await waitUntil(async () => (await status()) === 'generated', 20_000);
  expect(await status()).toBe('generated');
}, 40_000);
