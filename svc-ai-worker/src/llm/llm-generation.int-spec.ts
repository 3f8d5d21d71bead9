import { CATALOG_VERSION, suggestWorkflows } from '@biz/catalog';
import { PlanData, SuggestedWorkflows, type BusinessForGeneration, type WorkflowSuggestion } from '@biz/contracts';
import { startFakeOpenAI, type FakeChatAnswer, type FakeChatRequest } from '@biz/server-kit';
import { randomUUID } from 'node:crypto';
import { parseWorkerEnv } from '../config/env';
import { generatePlanHandler } from '../intake/generate-plan.handler';
import { suggestWorkflowsHandler } from '../intake/suggest-workflows.handler';
import { createLlmChat } from './llm-chat';

const business: BusinessForGeneration = {
  clientId: randomUUID(),
  businessName: 'Glow Med Spa',
  contactEmail: 'owner@glow.example',
  industry: 'med-spa',
  companySize: 'Small Team (2-10)',
  primaryGoals: ['Increase Sales & Revenue'],
  currentTools: 'Instagram',
  painPoints: 'Missed DMs after hours',
};
const llmSuggestions: WorkflowSuggestion[] = [
  { id: 'dm-concierge', title: 'Instagram DM Concierge', tags: ['Instagram'], description: 'Answers DMs.', benefit: '+20% bookings', setupCost: 80000, monthlyCost: 9000, impact: 'high' },
  { id: 'vip-rebooking', title: 'VIP Rebooking Texts', tags: ['SMS'], description: 'Rebooks regulars.', benefit: '+12% visits', setupCost: 50000, monthlyCost: 5000, impact: 'medium' },
  { id: 'review-booster', title: 'Review Booster', tags: ['Reviews'], description: 'Asks for reviews.', benefit: '3x reviews', setupCost: 40000, monthlyCost: 4000, impact: 'medium' },
];
const ok = (content: unknown, promptTokens = 100, completionTokens = 50): FakeChatAnswer => ({ content: JSON.stringify(content), promptTokens, completionTokens });

async function withFake(answers: FakeChatAnswer[], run: (handlers: { suggest: ReturnType<typeof suggestWorkflowsHandler>; requests: FakeChatRequest[] }) => Promise<void>, timeoutMs = 2000) {
  const fake = await startFakeOpenAI((_request, index) => answers[Math.min(index, answers.length - 1)]);
  try {
    const chat = createLlmChat(parseWorkerEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model', LLM_TIMEOUT_MS: String(timeoutMs) }));
    await run({ suggest: suggestWorkflowsHandler(chat), requests: fake.requests });
  } finally {
    await fake.close();
  }
}

const context = { jobId: 'test', attempt: 1 };

describe('suggestions through an OpenAI-compatible server (the real openai SDK against a local fake)', () => {
  it('uses a valid answer and records source, model, latency and tokens', async () => {
    await withFake([ok({ suggestions: llmSuggestions }, 420, 180)], async ({ suggest, requests }) => {
      const result = SuggestedWorkflows.parse(await suggest.handle({ business }, context));
      expect(result.suggestions).toEqual(llmSuggestions);
      expect(result.generation).toMatchObject({ source: 'llm', model: 'fake-model', promptTokens: 420, completionTokens: 180, repaired: false });
      expect(result.generation.latencyMs).toBeGreaterThanOrEqual(0);
      expect(requests).toHaveLength(1);
      expect(requests[0].model).toBe('fake-model');
      expect(requests[0].messages[1].content).toContain('Glow Med Spa');
      expect(requests[0].messages[1].content).toContain('Missed DMs after hours');
    });
  });

  it('asks once more when the answer breaks the schema, naming the problem, and uses the repair', async () => {
    const broken = { suggestions: llmSuggestions.map((s) => ({ ...s, setupCost: '$800' })) };
    await withFake([ok(broken, 400, 150), ok({ suggestions: llmSuggestions }, 600, 170)], async ({ suggest, requests }) => {
      const result = await suggest.handle({ business }, context);
      expect(result.suggestions).toEqual(llmSuggestions);
      expect(result.generation).toMatchObject({ source: 'llm', repaired: true, promptTokens: 1000, completionTokens: 320 });
      expect(requests).toHaveLength(2);
      expect(requests[1].messages.at(-1)!.content).toContain('setupCost');
    });
  });

  it('repairs duplicate ids, which a selection could not tell apart', async () => {
    const twins = llmSuggestions.map((s) => ({ ...s, id: 'same' }));
    await withFake([ok({ suggestions: twins }), ok({ suggestions: llmSuggestions })], async ({ suggest, requests }) => {
      expect((await suggest.handle({ business }, context)).generation.repaired).toBe(true);
      expect(requests[1].messages.at(-1)!.content).toContain('own id');
    });
  });

  it.each<[string, FakeChatAnswer[]]>([
    ['invalid twice', [ok({ suggestions: [] }, 300, 10), ok({ wrong: true }, 350, 12)]],
    ['not JSON at all', [{ content: 'Sure! Here are some ideas...', promptTokens: 300, completionTokens: 10 }]],
    ['an HTTP 500', [{ status: 500, body: { error: { message: 'overloaded' } } }]],
    ['a 401', [{ status: 401, body: { error: { message: 'bad key' } } }]],
  ])('falls back to the catalog after %s', async (_case, answers) => {
    await withFake(answers, async ({ suggest }) => {
      const result = await suggest.handle({ business }, context);
      expect(result.suggestions).toEqual(suggestWorkflows(business));
      expect(result.generation).toMatchObject({ source: 'catalog-fallback', model: CATALOG_VERSION });
    });
  });

  it('falls back to the catalog when the model does not answer in time', async () => {
    await withFake([{ ...ok({ suggestions: llmSuggestions }), delayMs: 3000 }], async ({ suggest }) => {
      const started = Date.now();
      const result = await suggest.handle({ business }, context);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(result.generation.source).toBe('catalog-fallback');
    }, 400);
  });
});

describe('plans through an OpenAI-compatible server', () => {
  it('delivers the LLM plan with its figures to the inbox', async () => {
    const plan = { executiveSummary: 'Glow Med Spa will answer every DM.', implementationTimeline: [{ phase: 'Week 1', title: 'Setup', description: 'Connect Instagram.' }] };
    const fake = await startFakeOpenAI(() => ok(plan, 900, 400));
    try {
      const chat = createLlmChat(parseWorkerEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model' }));
      const delivered: unknown[] = [];
      const handler = generatePlanHandler({ enqueue: async (_job, payload) => (delivered.push(payload), 'id') }, chat);
      const selectionId = randomUUID();
      await handler.handle({ selectionId, business, selectedWorkflows: llmSuggestions.slice(0, 1), totalSetupCost: 80000, totalMonthlyCost: 9000 }, context);
      expect(delivered).toEqual([{ selectionId, clientId: business.clientId, planData: PlanData.parse(plan), generation: expect.objectContaining({ source: 'llm', promptTokens: 900, completionTokens: 400 }) }]);
      expect(fake.requests[0].messages[1].content).toContain('Instagram DM Concierge');
    } finally {
      await fake.close();
    }
  });
});
