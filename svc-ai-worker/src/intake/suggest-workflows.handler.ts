import { SuggestWorkflowsJob } from '@biz/contracts';
import { catalogGeneration, suggestWorkflows } from '@biz/catalog';
import { handlerFor } from '@biz/server-kit';
import { generateStructured } from '../llm/generate-structured';
import { LlmSuggestions } from '../llm/llm-answers';
import type { LlmChat } from '../llm/llm-chat';
import { suggestionMessages } from '../llm/prompts';

/** Suggestions for a business: the LLM when one is configured, else the catalog engine. */
export function suggestWorkflowsHandler(chat: LlmChat | null) {
  return handlerFor(SuggestWorkflowsJob, async ({ business }) => {
    if (chat) {
      const { value, generation } = await generateStructured(chat, LlmSuggestions, suggestionMessages(business), () => ({ suggestions: suggestWorkflows(business) }));
      return { suggestions: value.suggestions, generation };
    }
    const started = performance.now();
    const suggestions = suggestWorkflows(business);
    return { suggestions, generation: catalogGeneration('catalog', performance.now() - started) };
  });
}
