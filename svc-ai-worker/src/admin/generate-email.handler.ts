import { GenerateEmailJob, type GeneratedEmail, type GenerationRecord } from '@biz/contracts';
import { catalogGeneration, composeEmail } from '@biz/catalog';
import { handlerFor } from '@biz/server-kit/without-nest';
import { generateStructured } from '../llm/generate-structured';
import { llmEmailWith } from '../llm/llm-answers';
import type { LlmChat } from '../llm/llm-chat';
import { emailMessages } from '../llm/prompts';

/** Drafts an agency email for the admin: the LLM when configured (checked, one repair, else the catalog), else the catalog's templates. */
export function generateEmailHandler(chat: LlmChat | null) {
  return handlerFor(GenerateEmailJob, async (payload) => {
    const { business, emailType, customSubject, planData } = payload;
    const catalogEmail = () => composeEmail({ business, emailType, customSubject, planData });
    let drafted: { value: GeneratedEmail; generation: GenerationRecord };
    if (chat) {
      const planTexts = planData ? [planData.executiveSummary, ...planData.implementationTimeline.map((p) => p.description)] : [];
      drafted = await generateStructured(chat, llmEmailWith(planTexts), emailMessages(business, emailType, planData, customSubject), catalogEmail);
      // A custom email keeps the admin's subject whatever the model wrote.
      if (emailType === 'custom' && customSubject) drafted.value = { ...drafted.value, subject: customSubject };
    } else {
      const started = performance.now();
      drafted = { value: catalogEmail(), generation: catalogGeneration('catalog', performance.now() - started) };
    }
    return { email: drafted.value, generation: drafted.generation };
  });
}
