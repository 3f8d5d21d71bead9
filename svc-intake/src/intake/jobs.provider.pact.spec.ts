import { BusinessIntakeResponse, GeneratePlanJob, LeadEmailJob, NotifyAgencyJob, SubmissionAlertJob, SuggestWorkflowsJob } from '@biz/contracts';
import { exampleIntake } from '@biz/contracts/testing';
import { startWorkerProcess, type WorkerProcess } from '@biz/server-kit/testing';
import { lastQueued, verifyJobs } from '@biz/server-kit/testing/pact';
import { basename } from 'node:path';
import { startIntakeTestApp, type IntakeTestApp } from '../testing/intake-test-app';

// The jobs svc-intake puts on the `ai` queue, made by its real code for a visitor's intake and selection and
// read back from Redis: suggestions asked of the worker (as with an LLM), the agency alerted; and on the
// admin inbox, the lead's emails. The real worker
// runs on the stack's prefix, so the awaited suggestion job completes and stays readable.
let t: IntakeTestApp;
let worker: WorkerProcess;

beforeAll(async () => {
  t = await startIntakeTestApp({ SUGGESTIONS_FROM: 'worker', ADMIN_ALERT_EMAIL: 'alerts@bizautomate.example', PUBLIC_URL: 'https://bizautomate.example' });
  worker = await startWorkerProcess({ QUEUE_PREFIX: t.env.QUEUE_PREFIX });
  const intake = await t.app.inject({ method: 'POST', url: '/api/business-intake', payload: exampleIntake });
  const { client, suggestions } = BusinessIntakeResponse.parse(intake.json());
  const selection = await t.app.inject({ method: 'POST', url: '/api/workflow-selection', payload: { clientId: client.id, selectedWorkflows: suggestions.slice(0, 1) } });
  if (selection.statusCode !== 200) throw new Error(`the selection failed: ${selection.statusCode} ${selection.body}`);
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

it('svc-intake puts on the queue the jobs the worker handles', async () => {
  const queued = (job: Parameters<typeof lastQueued>[2]) => () => lastQueued(t.env.REDIS_URL, t.env.QUEUE_PREFIX, job);
  const pacts = await verifyJobs('svc-intake', {
    'a new business to suggest workflows for': queued(SuggestWorkflowsJob),
    'a selection to write the plan of': queued(GeneratePlanJob),
    'a new submission to alert the agency to': queued(SubmissionAlertJob),
    'a lead to email about its selection or its plan': queued(LeadEmailJob),
    'a new lead to tell the agency of': queued(NotifyAgencyJob),
  });
  expect(pacts.map((path) => basename(path))).toEqual(['svc-admin-inbox-svc-intake.json', 'svc-ai-worker-svc-intake.json']);
}, 60_000);
