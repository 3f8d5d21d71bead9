import { composeEmail } from '@biz/catalog';
import { businessOf, ErrorEnvelope, GenerateEmailResponse } from '@biz/contracts';
import { startWorkerProcess, type WorkerProcess } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { startAdminTestApp } from '../../testing/admin-test-app';
import { clientThrough, plannedClient, submissionDetailOf } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';

// svc-admin in process on real svc-intake and svc-billing processes, set to ask the worker (as with an LLM);
// the real compiled worker drafts once started.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
let worker: WorkerProcess | undefined;

beforeAll(async () => {
  stack = await startAdminOnContexts({ DRAFTS_FROM: 'worker', DRAFT_DEADLINE_MS: '800' });
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await stack?.close();
});

const generate = (body: unknown) => stack.t.app.inject({ method: 'POST', url: '/api/admin/generate-email', headers: { cookie: stack.cookie }, payload: body as object });

it('without an LLM drafts from the catalog in process, never waiting on the worker', async () => {
  const id = await clientThrough(stack.contexts, 'Catalog Barber', 'owner@catalog-barber.example', { select: 0, order: 'none' });
  // No worker runs yet: a draft asked of it would take the whole (long) deadline.
  const catalogOnly = await startAdminTestApp({ INTAKE_URL: stack.contexts.intakeUrl, BILLING_URL: stack.contexts.billingUrl, QUEUE_PREFIX: stack.contexts.queuePrefix, DRAFT_DEADLINE_MS: '5000' });
  try {
    const started = Date.now();
    const res = await catalogOnly.app.inject({ method: 'POST', url: '/api/admin/generate-email', headers: { cookie: await catalogOnly.adminCookie() }, payload: { clientId: id, emailType: 'follow_up' } });
    expect(Date.now() - started).toBeLessThan(1_000);
    const { submission } = await submissionDetailOf(stack.contexts, id);
    expect(GenerateEmailResponse.parse(res.json())).toEqual(composeEmail({ business: businessOf(submission), emailType: 'follow_up', planData: null }));
  } finally {
    await catalogOnly.close();
  }
}, 20_000);

it('with the worker asked, drafts from the catalog within the deadline while no worker runs', async () => {
  const id = await clientThrough(stack.contexts, 'Quiet Bakery', 'owner@quiet-bakery.example', { select: 0, order: 'none' });
  const started = Date.now();
  const res = await generate({ clientId: id, emailType: 'welcome' });
  expect(res.statusCode).toBe(200);
  expect(Date.now() - started).toBeLessThan(2_500);
  const { submission } = await submissionDetailOf(stack.contexts, id);
  expect(GenerateEmailResponse.parse(res.json())).toEqual(composeEmail({ business: businessOf(submission), emailType: 'welcome', planData: null }));
}, 20_000);

it('drafts through the worker: plan_ready by default, with the business and its plan', async () => {
  worker = await startWorkerProcess({ QUEUE_PREFIX: stack.contexts.queuePrefix });
  const detail = await plannedClient(stack.contexts, 'Bright Dental', 'owner@bright-dental.example');
  const id = detail.submission.id;
  const draft = GenerateEmailResponse.parse((await generate({ clientId: id })).json());
  expect(draft).toEqual(composeEmail({ business: businessOf(detail.submission), emailType: 'plan_ready', planData: detail.submission.plan!.planData }));
  expect(draft.body).toContain(detail.submission.plan!.planData!.executiveSummary.slice(0, 40));

  const custom = GenerateEmailResponse.parse((await generate({ clientId: id, emailType: 'custom', customSubject: 'Your Instagram access' })).json());
  expect(custom.subject).toBe('Your Instagram access');
}, 30_000);

it('refuses a subject for a non-custom email, an unknown type and an unknown client', async () => {
  const id = await clientThrough(stack.contexts, 'Strict Gym', 'owner@strict-gym.example', { select: 0, order: 'none' });
  const subjectless = await generate({ clientId: id, emailType: 'welcome', customSubject: 'Hi' });
  expect(subjectless.statusCode).toBe(400);
  expect(ErrorEnvelope.parse(subjectless.json()).error.fields).toHaveProperty('customSubject');
  expect((await generate({ clientId: id, emailType: 'newsletter' })).statusCode).toBe(400);
  expect((await generate({ clientId: randomUUID(), emailType: 'welcome' })).statusCode).toBe(404);
});
