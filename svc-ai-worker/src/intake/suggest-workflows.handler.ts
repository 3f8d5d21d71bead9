import { SuggestWorkflowsJob } from '@biz/contracts';
import { candidateWorkflows, catalogGeneration, suggestWorkflows } from '@biz/catalog';
import { handlerFor } from '@biz/server-kit/without-nest';
import { generateStructured } from '../llm/generate-structured';
import { llmSuggestionsFrom } from '../llm/llm-answers';
import type { LlmChat } from '../llm/llm-chat';
import { suggestionMessages } from '../llm/prompts';

/**
 * Suggestions for a business: the LLM, choosing and wording workflows among the catalog's candidates
 * (priced by the catalog), when one is configured; else the catalog engine.
 */
export function suggestWorkflowsHandler(chat: LlmChat | null) {
  return handlerFor(SuggestWorkflowsJob, async ({ business }) => {
    if (chat) {
      const candidates = candidateWorkflows(business);
      const { value, generation } = await generateStructured(chat, llmSuggestionsFrom(candidates), suggestionMessages(business, candidates), () => ({
        suggestions: suggestWorkflows(business),
      }));
      return { suggestions: value.suggestions, generation };
    }
    const started = performance.now();
    const suggestions = suggestWorkflows(business);
    return { suggestions, generation: catalogGeneration('catalog', performance.now() - started) };
  });
}
