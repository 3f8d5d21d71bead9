import { catalogGeneration, composeOnboardingForm } from '@biz/catalog';
import { GenerateOnboardingFormJob, OnboardingForm, type GenerationRecord } from '@biz/contracts';
import { handlerFor } from '@biz/server-kit/without-nest';
import { generateStructured } from '../llm/generate-structured';
import type { LlmChat } from '../llm/llm-chat';
import { onboardingFormMessages } from '../llm/prompts';

/** The onboarding form of a business: the LLM when configured (the contract's schema, one repair, else the catalog), else the catalog. */
export function generateOnboardingFormHandler(chat: LlmChat | null) {
  return handlerFor(GenerateOnboardingFormJob, async ({ business, selectedWorkflows }) => {
    const catalogForm = () => composeOnboardingForm({ business, selectedWorkflows });
    let made: { value: OnboardingForm; generation: GenerationRecord };
    if (chat) {
      made = await generateStructured(chat, OnboardingForm, onboardingFormMessages(business, selectedWorkflows), catalogForm);
    } else {
      const started = performance.now();
      made = { value: catalogForm(), generation: catalogGeneration('catalog', performance.now() - started) };
    }
    return { form: made.value, generation: made.generation };
  });
}
