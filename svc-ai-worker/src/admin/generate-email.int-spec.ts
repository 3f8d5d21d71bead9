import { composeEmail } from '@biz/catalog';
import type { BusinessForGeneration, PlanData } from '@biz/contracts';
import { startFakeOpenAI, type FakeChatAnswer } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { parseWorkerEnv } from '../config/env';
import { createLlmChat } from '../llm/llm-chat';
import { generateEmailHandler } from './generate-email.handler';

const business: BusinessForGeneration = {
  submissionId: randomUUID(),
  businessName: 'Glow Med Spa',
  contactEmail: 'owner@glow.example',
  industry: 'med-spa',
  companySize: 'Small Team (2-10)',
  primaryGoals: ['Increase Sales & Revenue'],
};
const planData: PlanData = {
  executiveSummary: 'Glow Med Spa goes live for $1,164 of setup and $97 a month.',
  implementationTimeline: [{ phase: 'Week 1', title: 'Setup', description: 'Connect Instagram.' }],
};
const ok = (content: unknown): FakeChatAnswer => ({ content: JSON.stringify(content), promptTokens: 80, completionTokens: 40 });
const context = { jobId: 'test', attempt: 1 };

/** The real openai SDK against a local fake that plays `answers` in turn. */
async function draftWith(answers: FakeChatAnswer[], payload: Parameters<ReturnType<typeof generateEmailHandler>['handle']>[0]) {
  const fake = await startFakeOpenAI((_request, index) => answers[Math.min(index, answers.length - 1)]);
  try {
    const chat = createLlmChat(parseWorkerEnv({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model', LLM_TIMEOUT_MS: '2000' }))!;
    return { result: await generateEmailHandler(chat).handle(payload, context), requests: fake.requests };
  } finally {
    await fake.close();
  }
}

describe('email drafts', () => {
  it('without an LLM come from the catalog templates', async () => {
    const result = await generateEmailHandler(null).handle({ business, emailType: 'plan_ready', planData }, context);
    expect(result.email).toEqual(composeEmail({ business, emailType: 'plan_ready', planData }));
    expect(result.generation.source).toBe('catalog');
  });

  it('from the LLM: the prompt carries the business and its plan, the answer is used as drafted', async () => {
    const draft = { subject: 'Your plan is ready, Glow Med Spa', body: 'Hi Glow Med Spa team,\n\nSetup is $1,164.\n\nThe BizAutomate team' };
    const { result, requests } = await draftWith([ok(draft)], { business, emailType: 'plan_ready', planData });
    expect(result.email).toEqual(draft);
    expect(result.generation).toMatchObject({ source: 'llm', model: 'fake-model', repaired: false });
    expect(requests[0].messages[1].content).toContain('Glow Med Spa goes live for $1,164');
  });

  it('an amount the plan does not name is sent back for repair, then the catalog drafts', async () => {
    const discounted = { subject: 'Special offer', body: 'Only $499 this week!' };
    const { result, requests } = await draftWith([ok(discounted)], { business, emailType: 'follow_up', planData });
    expect(requests).toHaveLength(2);
    expect(requests[1].messages.at(-1)?.content).toContain('$499');
    expect(result.email).toEqual(composeEmail({ business, emailType: 'follow_up', planData }));
    expect(result.generation).toMatchObject({ source: 'catalog-fallback', repaired: true });
  });

  it('a custom email keeps the admin subject whatever the model writes', async () => {
    const { result } = await draftWith([ok({ subject: 'Something else', body: 'Hi Glow Med Spa team, about your Instagram.' })], { business, emailType: 'custom', customSubject: 'Your Instagram access', planData: null });
    expect(result.email.subject).toBe('Your Instagram access');
    expect(result.email.body).toContain('about your Instagram');
  });
});
