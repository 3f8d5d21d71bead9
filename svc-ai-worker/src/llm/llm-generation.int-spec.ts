import { candidateWorkflows, CATALOG_VERSION, composePlan, suggestWorkflows } from '@biz/catalog';
import { formatUsd, GeneratePlanJob, PlanData, PlanGeneratedJob, SuggestedWorkflows, type BusinessForGeneration, type JobPayload, type WorkflowSuggestion } from '@biz/contracts';
import { metricsRegistry, type JobProducer } from '@biz/server-kit/without-nest';
import { metricValue, startFakeOpenAI, type FakeChatAnswer, type FakeChatRequest } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { parseWorkerEnv } from '../config/env';
import { generatePlanHandler } from '../intake/generate-plan.handler';
import { suggestWorkflowsHandler } from '../intake/suggest-workflows.handler';
import { createLlmChat } from './llm-chat';

const business: BusinessForGeneration = {
  submissionId: randomUUID(),
  businessName: 'Glow Med Spa',
  contactEmail: 'owner@glow.example',
  industry: 'med-spa',
  companySize: 'Small Team (2-10)',
  primaryGoals: ['Increase Sales & Revenue'],
  currentTools: 'Instagram',
  painPoints: 'Missed DMs after hours',
};
// The model chooses among the catalog's candidates for the business and words them; prices are the catalog's.
const candidates = candidateWorkflows(business);
const offered = (id: string) => candidates.find((c) => c.id === id)!;
const llmPicks = [
  { id: 'instagram-dm-autoresponder', title: 'Instagram DM Concierge', description: 'Answers Glow\'s DMs.', benefit: '+20% bookings', impact: 'high' as const },
  { id: 'online-booking-assistant', title: 'Glow Booking Assistant', description: 'Books facials.', benefit: '+12% visits', impact: 'medium' as const },
  { id: 'appointment-reminders', title: 'Reminder Texts', description: 'Confirms visits.', benefit: 'Half the no-shows', impact: 'medium' as const },
];
// The model's impact is capped by the catalog's rule: it claims medium for the reminders, which serve none of
// Glow's goals and no pain it named, so they read low.
const shownImpact = { 'instagram-dm-autoresponder': 'high', 'online-booking-assistant': 'medium', 'appointment-reminders': 'low' } as const;
const llmSuggestions: WorkflowSuggestion[] = llmPicks.map((pick) => ({ ...offered(pick.id), ...pick, impact: shownImpact[pick.id as keyof typeof shownImpact] }));
const llmPlan: PlanData = {
  executiveSummary: 'Glow Med Spa will answer every DM within a minute.',
  implementationTimeline: [{ phase: 'Week 1', title: 'Setup', description: 'Connect Instagram.' }],
};
const ok = (content: unknown, promptTokens = 100, completionTokens = 50): FakeChatAnswer => ({ content: JSON.stringify(content), promptTokens, completionTokens });
const context = { jobId: 'test', attempt: 1 };

/** The real openai SDK, as the worker configures it, against a local fake playing `answers` in turn. */
async function withFake(answers: FakeChatAnswer[], run: (fake: { chat: NonNullable<ReturnType<typeof createLlmChat>>; requests: FakeChatRequest[] }) => Promise<void>, timeoutMs = 2000) {
  const fake = await startFakeOpenAI((_request, index) => answers[Math.min(index, answers.length - 1)]);
  try {
    const env = parseWorkerEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model', LLM_TIMEOUT_MS: String(timeoutMs) });
    await run({ chat: createLlmChat(env)!, requests: fake.requests });
  } finally {
    await fake.close();
  }
}

describe('suggestions through an OpenAI-compatible server (the real openai SDK against a local fake)', () => {
  it('uses a valid answer and records source, model, latency and tokens', async () => {
    await withFake([ok({ suggestions: llmPicks }, 420, 180)], async ({ chat, requests }) => {
      const result = SuggestedWorkflows.parse(await suggestWorkflowsHandler(chat).handle({ business }, context));
      expect(result.suggestions).toEqual(llmSuggestions);
      expect(result.generation).toMatchObject({ source: 'llm', model: 'fake-model', promptTokens: 420, completionTokens: 180, repaired: false });
      expect(result.generation.latencyMs).toBeGreaterThanOrEqual(0);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ model: 'fake-model', response_format: { type: 'json_object' } });
      const prompt = requests[0].messages[1].content;
      for (const fact of ['Glow Med Spa', 'Med Spa', 'Increase Sales & Revenue', 'Instagram', 'Missed DMs after hours', ...candidates.map((c) => c.id)]) expect(prompt).toContain(fact);
      expect(prompt).toContain('appointment-reminders: Appointment Reminder & Confirmation Texts [SMS, No-shows], impact at most low.');
      expect(prompt).not.toMatch(/\$\d/);
    });
  });

  it('asks once more when the answer names a workflow it was not offered, naming the problem, and uses the repair', async () => {
    const invented = { suggestions: [...llmPicks.slice(0, 2), { ...llmPicks[2], id: 'vip-discount-club' }] };
    await withFake([ok(invented, 400, 150), ok({ suggestions: llmPicks }, 600, 170)], async ({ chat, requests }) => {
      const result = await suggestWorkflowsHandler(chat).handle({ business }, context);
      expect(result.suggestions).toEqual(llmSuggestions);
      expect(result.generation).toMatchObject({ source: 'llm', repaired: true, promptTokens: 1000, completionTokens: 320 });
      expect(requests).toHaveLength(2);
      expect(requests[1].messages.at(-2)).toEqual({ role: 'assistant', content: JSON.stringify(invented) });
      expect(requests[1].messages.at(-1)!.content).toContain('must be one of the offered ids');
    });
  });

  it('changes no price when the answer injects its own', async () => {
    // Plausible-looking prices (the old ranges took them) on otherwise valid suggestions.
    const injected = { suggestions: llmPicks.map((pick, i) => ({ ...pick, tags: ['Injected'], setupCost: [10_000, 2_500_000, 12_345][i], monthlyCost: 0 })) };
    await withFake([ok(injected)], async ({ chat }) => {
      const result = await suggestWorkflowsHandler(chat).handle({ business }, context);
      expect(result.suggestions.map((s) => [s.id, s.setupCost, s.monthlyCost])).toEqual(llmPicks.map(({ id }) => [id, offered(id).setupCost, offered(id).monthlyCost]));
      expect(result.generation).toMatchObject({ source: 'llm', repaired: false });
    });
  });

  it.each<[string, FakeChatAnswer[]]>([
    ['invalid twice', [ok({ suggestions: [] }, 300, 10), ok({ wrong: true }, 350, 12)]],
    ['not JSON at all', [{ content: 'Sure! Here are some ideas...', promptTokens: 300, completionTokens: 10 }]],
    ['an HTTP 500', [{ status: 500, body: { error: { message: 'overloaded' } } }]],
    ['a 401', [{ status: 401, body: { error: { message: 'bad key' } } }]],
  ])('falls back to the catalog after %s', async (_case, answers) => {
    await withFake(answers, async ({ chat }) => {
      const result = await suggestWorkflowsHandler(chat).handle({ business }, context);
      expect(result.suggestions).toEqual(suggestWorkflows(business));
      expect(result.generation).toMatchObject({ source: 'catalog-fallback', model: CATALOG_VERSION });
    });
  });

  it('records the tokens the failed answers cost when it falls back, and counts the calls and tokens in the metrics', async () => {
    const model = { model: 'fake-model' };
    const counts = async () => {
      const text = await metricsRegistry.metrics();
      return [metricValue(text, 'llm_requests_total', { ...model, outcome: 'ok' }), metricValue(text, 'llm_tokens_total', { ...model, kind: 'prompt' }), metricValue(text, 'llm_tokens_total', { ...model, kind: 'completion' })];
    };
    const before = await counts();
    await withFake([ok({ suggestions: [] }, 300, 10), ok({ wrong: true }, 350, 12)], async ({ chat }) => {
      const { generation } = await suggestWorkflowsHandler(chat).handle({ business }, context);
      expect(generation).toMatchObject({ source: 'catalog-fallback', repaired: true, promptTokens: 650, completionTokens: 22 });
    });
    expect((await counts()).map((n, i) => n - before[i])).toEqual([2, 650, 22]);
  });

  it('falls back to the catalog when the model does not answer in time', async () => {
    await withFake([{ ...ok({ suggestions: llmPicks }), delayMs: 3000 }], async ({ chat }) => {
      const started = Date.now();
      const result = await suggestWorkflowsHandler(chat).handle({ business }, context);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(result.generation).toMatchObject({ source: 'catalog-fallback', promptTokens: 0 });
    }, 400);
  });

  it('logs why the LLM failed, so a wrong key does not hide behind catalog answers', async () => {
    const fake = await startFakeOpenAI(() => ({ status: 401, body: { error: { message: 'bad key' } } }));
    const errors: object[] = [];
    try {
      const env = parseWorkerEnv({ OPENAI_API_KEY: 'sk-wrong', OPENAI_BASE_URL: fake.url });
      const chat = createLlmChat(env, { error: (obj) => errors.push(obj) })!;
      await suggestWorkflowsHandler(chat).handle({ business }, context);
      expect(errors).toEqual([expect.objectContaining({ model: 'gpt-4o-mini', baseUrl: fake.url, err: expect.objectContaining({ status: 401 }) })]);
    } finally {
      await fake.close();
    }
  });
});

describe('plans through an OpenAI-compatible server', () => {
  const payload: JobPayload<typeof GeneratePlanJob> = {
    selectionId: randomUUID(),
    business,
    selectedWorkflows: llmSuggestions.slice(0, 1),
    totalSetupCost: llmSuggestions[0].setupCost,
    totalMonthlyCost: llmSuggestions[0].monthlyCost,
  };

  async function deliveredPlan(answers: FakeChatAnswer[]) {
    const delivered: Array<JobPayload<typeof PlanGeneratedJob>> = [];
    let prompt = '';
    await withFake(answers, async ({ chat, requests }) => {
      const producer: Pick<JobProducer, 'enqueue'> = { enqueue: async (_job, data) => (delivered.push(PlanGeneratedJob.schema.parse(data)), 'id') };
      expect(await generatePlanHandler(producer, chat).handle(payload, context)).toEqual({ delivered: true });
      prompt = requests[0]?.messages[1].content ?? '';
    });
    expect(delivered).toHaveLength(1);
    return { ...delivered[0], prompt };
  }

  it('delivers the LLM plan with its figures to the inbox', async () => {
    const plan = await deliveredPlan([ok(llmPlan, 900, 400)]);
    expect(plan).toMatchObject({ selectionId: payload.selectionId, submissionId: business.submissionId, planData: llmPlan });
    expect(plan.generation).toMatchObject({ source: 'llm', model: 'fake-model', promptTokens: 900, completionTokens: 400, repaired: false });
    for (const fact of ['Instagram DM Concierge', formatUsd(payload.totalSetupCost), formatUsd(payload.totalMonthlyCost), 'Glow Med Spa']) expect(plan.prompt).toContain(fact);
  });

  it('repairs a plan that names a price it was not given, and delivers the catalog plan when it insists', async () => {
    const discounted = { ...llmPlan, executiveSummary: 'Glow Med Spa goes live for just $499.' };
    const repaired = await deliveredPlan([ok(discounted), ok(llmPlan)]);
    expect(repaired.planData).toEqual(llmPlan);
    expect(repaired.generation).toMatchObject({ source: 'llm', repaired: true });
    const insisted = await deliveredPlan([ok(discounted), ok(discounted)]);
    expect(insisted.planData).toEqual(composePlan(payload));
  });

  it('repairs a plan without phases', async () => {
    const plan = await deliveredPlan([ok({ ...llmPlan, implementationTimeline: [] }), ok(llmPlan)]);
    expect(plan.planData).toEqual(llmPlan);
    expect(plan.generation).toMatchObject({ source: 'llm', repaired: true });
  });

  it('delivers the catalog plan when the LLM answers badly twice', async () => {
    const plan = await deliveredPlan([ok({ summary: 'wrong keys' }), ok({ executiveSummary: '' })]);
    expect(plan.planData).toEqual(composePlan(payload));
    expect(plan.generation).toMatchObject({ source: 'catalog-fallback', model: CATALOG_VERSION, repaired: true });
  });
});
