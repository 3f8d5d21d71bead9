import { composeOnboardingForm, suggestWorkflows } from '@biz/catalog';
import type { BusinessForGeneration, OnboardingForm } from '@biz/contracts';
import { startFakeOpenAI, type FakeChatAnswer } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { parseWorkerEnv } from '../config/env';
import { createLlmChat } from '../llm/llm-chat';
import { generateOnboardingFormHandler } from './generate-onboarding-form.handler';

const business: BusinessForGeneration = { submissionId: randomUUID(), businessName: 'Glow Med Spa', contactEmail: 'owner@glow.example', industry: 'med-spa', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] };
const selectedWorkflows = suggestWorkflows(business).slice(0, 2);
const context = { jobId: 'test', attempt: 1 };
const llmForm: OnboardingForm = {
  title: 'Glow Med Spa onboarding',
  description: 'What we need.',
  estimatedTime: '15 minutes',
  fields: [{ id: 'instagram', label: 'Instagram handle', type: 'text', required: true, category: 'Accounts' }],
  nextSteps: ['Send it back'],
  implementationGuide: { overview: 'Two phases.', timeline: { totalDuration: '2 weeks' } },
  successMetrics: { kpis: ['Replies within a minute'] },
};
const answer = (content: unknown): FakeChatAnswer => ({ content: JSON.stringify(content), promptTokens: 90, completionTokens: 60 });

async function formWith(answers: FakeChatAnswer[]) {
  const fake = await startFakeOpenAI((_request, index) => answers[Math.min(index, answers.length - 1)]);
  try {
    const chat = createLlmChat(parseWorkerEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model', LLM_TIMEOUT_MS: '2000' }))!;
    return { result: await generateOnboardingFormHandler(chat).handle({ business, selectedWorkflows }, context), requests: fake.requests };
  } finally {
    await fake.close();
  }
}

describe('onboarding forms', () => {
  it('without an LLM come from the catalog', async () => {
    const { form, generation } = await generateOnboardingFormHandler(null).handle({ business, selectedWorkflows }, context);
    expect(form).toEqual(composeOnboardingForm({ business, selectedWorkflows }));
    expect(generation.source).toBe('catalog');
  });

  it("from the LLM: the prompt names the chosen workflows and a form in the contract's shape is used", async () => {
    const { result, requests } = await formWith([answer(llmForm)]);
    expect(result.form).toEqual(llmForm);
    expect(result.generation).toMatchObject({ source: 'llm', repaired: false });
    for (const workflow of selectedWorkflows) expect(requests[0].messages[1].content).toContain(workflow.title);
  });

  it('a form outside the contract (an unknown field type) is sent back once, then the catalog composes it', async () => {
    const broken = { ...llmForm, fields: [{ ...llmForm.fields[0], type: 'signature' }] };
    const { result, requests } = await formWith([answer(broken)]);
    expect(requests).toHaveLength(2);
    expect(result.form).toEqual(composeOnboardingForm({ business, selectedWorkflows }));
    expect(result.generation).toMatchObject({ source: 'catalog-fallback', repaired: true });
  });
});
