import { catalogGeneration } from '@biz/catalog';
import { BusinessIntakeResponse, PlanGeneratedJob } from '@biz/contracts';
import { createJobProducer, type JobProducer } from '@biz/server-kit';
import { startToggleProxy, waitUntil, type ToggleProxy } from '@biz/server-kit/testing';
import { startIntakeTestApp, type IntakeTestApp } from '../testing/intake-test-app';

// svc-intake reaches Postgres through a link the test can cut (the shared server itself is never stopped),
// and retries a failed inbox job 250 ms apart doubling to 1 s: the policy's attempts in ~13 s, not an hour.
let link: ToggleProxy;
let t: IntakeTestApp;
let producer: JobProducer;

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const { hostname, port } = new URL(databaseUrl);
  link = await startToggleProxy({ host: hostname, port: Number(port || 5432) });
  t = await startIntakeTestApp({ DATABASE_URL: link.urlThrough(databaseUrl), JOB_BACKOFF_BASE_MS: '250', JOB_BACKOFF_CAP_MS: '1000' });
  producer = createJobProducer({ redisUrl: t.env.REDIS_URL, prefix: t.env.QUEUE_PREFIX });
}, 30_000);

afterAll(async () => {
  await link?.resume();
  await producer?.close();
  await t?.close();
  await link?.close();
});

it('a plan delivered while Postgres is unreachable for longer than a few retries is stored once it is back', async () => {
  const intake = await t.app.inject({
    method: 'POST', url: '/api/business-intake',
    payload: { businessName: 'Outage Dental', contactEmail: 'owner@outage.example', industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] },
  });
  const { client, suggestions } = BusinessIntakeResponse.parse(intake.json());
  const selected = await t.app.inject({ method: 'POST', url: '/api/workflow-selection', payload: { clientId: client.id, selectedWorkflows: suggestions.slice(0, 1) } });
  expect(selected.statusCode).toBe(200);
  const [{ id: selectionId }] = await t.query<{ id: string }>(`SELECT id FROM $schema.selections WHERE submission_id = $1`, [client.id]);

  await link.pause();
  const planData = { executiveSummary: 'Outage Dental goes live in two weeks.', implementationTimeline: [{ phase: 'Week 1', title: 'Setup', description: 'Connect the calendar.' }] };
  await producer.enqueue(PlanGeneratedJob, { selectionId, submissionId: client.id, planData, generation: catalogGeneration('catalog', 1) }, { jobId: `plan-${selectionId}-delivered` });
  // Down for 5 s: longer than the 3 attempts 1 s and 2 s apart that used to be all a job got.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  await link.resume();

  const stored = async () => (await t.query<{ status: string }>(`SELECT status FROM $schema.submissions WHERE id = $1`, [client.id]))[0]?.status;
  await waitUntil(async () => (await stored().catch(() => undefined)) === 'generated', 15_000);
  expect(await stored()).toBe('generated');
  const plans = await t.query<{ plan_data: unknown }>(`SELECT plan_data FROM $schema.plans WHERE selection_id = $1`, [selectionId]);
  expect(plans).toEqual([{ plan_data: planData }]);
}, 40_000);
