import { type BusinessIntakeRequest, BusinessIntakeResponse, GenerationLogEntry, PlanData, ServerMessage, WorkflowSelectionResponse } from '@biz/contracts';
import { CATALOG_VERSION, suggestWorkflows } from '@biz/catalog';
import { randomUUID } from 'node:crypto';
import { REDIS } from '@biz/server-kit';
import { fromClientAddress, startFakeOpenAI, startWorkerProcess, waitUntil, type WorkerProcess } from '@biz/server-kit/testing';
import type { Redis } from 'ioredis';
import { startIntakeTestApp, type IntakeTestApp } from '../testing/intake-test-app';

const dental = {
  businessName: 'Bright Smile Dental',
  contactEmail: 'owner@brightsmile.example',
  industry: 'dental',
  companySize: 'Small Team (2-10)',
  primaryGoals: ['Reduce Manual Work'],
  painPoints: 'Front desk spends hours confirming appointments; no-shows',
} satisfies BusinessIntakeRequest;

const DEADLINE_MS = 1500;
let t: IntakeTestApp;
let nextIp = 1;
// Each request comes from its own address unless a test says otherwise, so the rate limit stays out of the way.
const fromNewAddress = () => `10.1.0.${nextIp++}`;

function post(url: string, body: object, ip = fromNewAddress()) {
  return t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...fromClientAddress(ip) }, payload: JSON.stringify(body) });
}

async function submit(body: object = dental) {
  const res = await post('/api/business-intake', body);
  expect(res.statusCode).toBe(200);
  return BusinessIntakeResponse.parse(res.json());
}

async function generations(submissionId: string, app = t) {
  const rows = await app.query<Record<string, unknown>>(`SELECT * FROM $schema.generations WHERE submission_id = $1 ORDER BY id`, [submissionId]);
  return rows.map((r) => GenerationLogEntry.parse({ kind: r.kind, source: r.source, model: r.model, latencyMs: r.latency_ms, promptTokens: r.prompt_tokens, completionTokens: r.completion_tokens, repaired: r.repaired, createdAt: (r.created_at as Date).toISOString() }));
}

async function planOf(submissionId: string, app = t) {
  const [row] = await app.query<{ status: string; plan_data: unknown }>(`SELECT status, plan_data FROM $schema.plans WHERE submission_id = $1`, [submissionId]);
  return row;
}

async function waitForPlan(submissionId: string, timeoutMs = 10_000, app = t) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const plan = await planOf(submissionId, app);
    if (plan?.status === 'generated' || Date.now() > until) return plan;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  t = await startIntakeTestApp({ SUGGESTIONS_FROM: 'worker', SUGGESTION_DEADLINE_MS: String(DEADLINE_MS), INTAKE_RATE_LIMIT_PER_MINUTE: '3' });
});

afterAll(async () => {
  await t?.close();
});

describe('with the real worker running', () => {
  let worker: WorkerProcess;
  beforeAll(async () => {
    worker = await startWorkerProcess({ QUEUE_PREFIX: t.env.QUEUE_PREFIX });
  });
  afterAll(async () => {
    await worker.stop();
  });

  it('intake → suggestions from the worker → selection priced by the server → plan generated', async () => {
    const { client, suggestions } = await submit();
    expect(client.businessName).toBe(dental.businessName);
    expect(suggestions).toEqual(suggestWorkflows(dental));
    expect(suggestions.map((s) => s.id)).toContain('appointment-reminders');
    expect(await generations(client.id)).toEqual([expect.objectContaining({ kind: 'suggestions', source: 'catalog', model: CATALOG_VERSION })]);

    // The browser sends whole objects back; a tampered price must not count.
    const [first, second] = suggestions;
    const res = await post('/api/workflow-selection', { clientId: client.id, selectedWorkflows: [{ ...first, setupCost: 1, monthlyCost: 0 }, second] });
    expect(res.statusCode).toBe(200);
    expect(WorkflowSelectionResponse.parse(res.json())).toEqual({
      success: true,
      selectedCount: 2,
      planStatus: 'pending',
      totalSetupCost: first.setupCost + second.setupCost,
      totalMonthlyCost: 9700, // the Starter plan runs two, their running costs in it (decision 064)
    });
    const [submission] = await t.query<{ total_value_cents: number }>(`SELECT total_value_cents FROM $schema.submissions WHERE id = $1`, [client.id]);
    expect(submission.total_value_cents).toBe(first.setupCost + second.setupCost + 12 * 9700);

    const plan = await waitForPlan(client.id);
    expect(plan.status).toBe('generated');
    const planData = PlanData.parse(plan.plan_data);
    expect(planData.executiveSummary).toContain('Bright Smile Dental');
    expect(planData.implementationTimeline.map((p) => p.title)).toContain(`Build: ${first.title}`);
    const [{ status }] = await t.query<{ status: string }>(`SELECT status FROM $schema.submissions WHERE id = $1`, [client.id]);
    expect(status).toBe('generated');
    expect((await generations(client.id)).map((g) => g.kind)).toEqual(['suggestions', 'plan']);
  });

  it('a double submit with one idempotency key makes one submission and the same answer', async () => {
    const body = { ...dental, businessName: 'Twice Dental', idempotencyKey: randomUUID() };
    const before = await t.rowCounts();
    const [a, b] = await Promise.all([submit(body), submit(body)]);
    expect(b).toEqual(a);
    // The repeat reads who picked them from the stored offer: the worker's catalog, no LLM.
    expect(b.pickedBy).toBe('catalog');
    expect((await t.rowCounts()).submissions).toBe(before.submissions + 1);
    const c = await submit({ ...body, idempotencyKey: randomUUID() });
    expect(c.client.id).not.toBe(a.client.id);
  });
});

describe('selection rules', () => {
  it('an unknown submission is a 404', async () => {
    const res = await post('/api/workflow-selection', { clientId: randomUUID(), selectedWorkflows: suggestWorkflows(dental).slice(0, 1) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'SubmissionNotFound', message: ServerMessage.submissionNotFound } });
  });

  it('a workflow that was not offered to this submission is a 400 and changes nothing', async () => {
    const { client, suggestions } = await submit();
    const before = await t.rowCounts();
    const invented = { ...suggestions[0], id: 'free-everything', setupCost: 0 };
    const res = await post('/api/workflow-selection', { clientId: client.id, selectedWorkflows: [suggestions[1], invented] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ selectedWorkflows: [ServerMessage.selectionNotOffered] });
    expect(await t.rowCounts()).toEqual(before);
  });
});

describe('without a worker', () => {
  it('answers from the catalog within the deadline and records it as a fallback', async () => {
    const started = Date.now();
    const { client, suggestions, pickedBy } = await submit();
    const elapsed = Date.now() - started;
    expect(pickedBy).toBe('catalog');
    expect(elapsed).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(elapsed).toBeLessThan(DEADLINE_MS + 1000);
    expect(suggestions).toEqual(suggestWorkflows(dental));
    expect(await generations(client.id)).toEqual([expect.objectContaining({ kind: 'suggestions', source: 'catalog-fallback', model: CATALOG_VERSION })]);
  });

  it('keeps a plan requested while the worker is down and generates it when the worker starts', async () => {
    const { client, suggestions } = await submit();
    expect((await post('/api/workflow-selection', { clientId: client.id, selectedWorkflows: suggestions.slice(0, 1) })).statusCode).toBe(200);
    expect((await planOf(client.id)).status).toBe('pending');
    const worker = await startWorkerProcess({ QUEUE_PREFIX: t.env.QUEUE_PREFIX });
    try {
      expect((await waitForPlan(client.id)).status).toBe('generated');
    } finally {
      await worker.stop();
    }
  }, 20_000); // the worker's own process starts inside the test: about 1 s on a quiet machine, 4-5 s on a loaded one
});

describe('without an LLM configured (the default)', () => {
  let local: IntakeTestApp;
  beforeAll(async () => {
    local = await startIntakeTestApp({ OPENAI_API_KEY: '' });
  });
  afterAll(async () => {
    await local?.close();
  });

  it('answers from the catalog in process, at once, without a worker, storing the offer and its generation', async () => {
    const started = Date.now();
    const res = await local.app.inject({ method: 'POST', url: '/api/business-intake', payload: dental });
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS);
    const { client, suggestions } = BusinessIntakeResponse.parse(res.json());
    expect(suggestions).toEqual(suggestWorkflows(dental));
    expect(await local.rowCounts()).toEqual({ submissions: 1, offered_suggestions: suggestions.length, selections: 0, plans: 0, generations: 1 });
    const [row] = await local.query<{ source: string; submission_id: string }>(`SELECT source, submission_id FROM $schema.generations`);
    expect(row).toEqual({ source: 'catalog', submission_id: client.id });
  });
});

describe('worker killed in the middle of a plan job', () => {
  // A stack of its own: BullMQ paces the stalled-job check per queue, and the workers above used the default pace.
  let own: IntakeTestApp;
  beforeAll(async () => {
    own = await startIntakeTestApp({ SUGGESTIONS_FROM: 'worker', INTAKE_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await own?.close();
  });

  it('the plan is still generated once a worker runs again', async () => {
    const llmPlan = { executiveSummary: 'Bright Smile Dental stops chasing confirmations.', implementationTimeline: [{ phase: 'Week 1', title: 'Setup', description: 'Connect Dentrix.' }] };
    let planCalls = 0;
    const fake = await startFakeOpenAI((request) => {
      if (!request.messages[1].content.includes('implementation plan')) return { content: JSON.stringify({ suggestions: suggestWorkflows(dental) }) };
      // The first plan call hangs long enough for the test to kill the worker that made it.
      return { content: JSON.stringify(llmPlan), delayMs: planCalls++ === 0 ? 10_000 : 0, promptTokens: 700, completionTokens: 300 };
    });
    const llm = { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model', WORKER_LOCK_MS: '1000' };
    let worker = await startWorkerProcess({ QUEUE_PREFIX: own.env.QUEUE_PREFIX, ...llm });
    try {
      const { client, suggestions, pickedBy } = BusinessIntakeResponse.parse((await own.app.inject({ method: 'POST', url: '/api/business-intake', payload: dental })).json());
      // The LLM answered: the only case the visitor is told AI picked them.
      expect(pickedBy).toBe('ai');
      expect((await own.app.inject({ method: 'POST', url: '/api/workflow-selection', payload: { clientId: client.id, selectedWorkflows: suggestions.slice(0, 2) } })).statusCode).toBe(200);
      const until = Date.now() + 5000;
      while (planCalls === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      expect(planCalls).toBe(1);
      await worker.stop('SIGKILL');
      expect((await planOf(client.id, own)).status).toBe('pending');

      worker = await startWorkerProcess({ QUEUE_PREFIX: own.env.QUEUE_PREFIX, ...llm });
      const plan = await waitForPlan(client.id, 12_000, own);
      expect(plan.status).toBe('generated');
      expect(PlanData.parse(plan.plan_data)).toEqual(llmPlan);
      expect(planCalls).toBe(2);
      expect((await generations(client.id, own)).at(-1)).toMatchObject({ kind: 'plan', source: 'llm', model: 'fake-model', promptTokens: 700, completionTokens: 300 });
    } finally {
      await worker.stop();
      await fake.close();
    }
  }, 30_000);
});

describe('rate limit', () => {
  it('refuses the 4th public post a minute from one address with 429 and Retry-After', async () => {
    const ip = fromNewAddress();
    const bad = { businessName: '' };
    for (let i = 0; i < 3; i++) expect((await post('/api/business-intake', bad, ip)).statusCode).toBe(400);
    const res = await post('/api/workflow-selection', bad, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(res.json()).toEqual({ error: { code: 'RateLimited', message: ServerMessage.rateLimited } });
    expect((await post('/api/business-intake', bad, fromNewAddress())).statusCode).toBe(400);

    // The count lives in one key per address and minute, shared by every instance (hits after the first
    // are added in batches within 100 ms), and Redis drops it when the minute is over.
    const redis = t.app.get<Redis>(REDIS);
    const [key, ...others] = await redis.keys(`${t.env.QUEUE_PREFIX}:ratelimit:intake:${ip}:*`);
    expect(others).toEqual([]);
    await waitUntil(async () => (await redis.get(key)) === '4', 2_000);
    expect(await redis.get(key)).toBe('4');
    expect(await redis.ttl(key)).toBeGreaterThan(0);
    expect(await redis.ttl(key)).toBeLessThanOrEqual(60);
  });
});
