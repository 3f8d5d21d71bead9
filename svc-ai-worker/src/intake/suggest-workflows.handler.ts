import { SuggestedWorkflows, SuggestWorkflowsJob } from '@biz/contracts';
import { catalogGeneration, suggestWorkflows } from '@biz/catalog';
import { handlerFor } from '@biz/server-kit';
import { generateStructured } from '../llm/generate-structured';
import type { LlmChat } from '../llm/llm-chat';
import { suggestionMessages } from '../llm/prompts';

/** What the LLM must answer: the contracts' suggestions, with ids unique so a selection can match them. */
const LlmSuggestions = SuggestedWorkflows.pick({ suggestions: true }).refine(
  ({ suggestions }) => new Set(suggestions.map((s) => s.id)).size === suggestions.length,
  { message: 'every suggestion needs its own id', path: ['suggestions'] },
);

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
