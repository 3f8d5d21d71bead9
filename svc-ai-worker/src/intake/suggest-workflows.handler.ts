import { SuggestWorkflowsJob } from '@biz/contracts';
import { catalogGeneration, suggestWorkflows } from '@biz/catalog';
import { handlerFor } from '@biz/server-kit';

/** Suggestions for a business from the catalog engine (the default when no LLM is configured). */
export function suggestWorkflowsHandler() {
  return handlerFor(SuggestWorkflowsJob, async ({ business }) => {
    const started = performance.now();
    const suggestions = suggestWorkflows(business);
    return { suggestions, generation: catalogGeneration('catalog', performance.now() - started) };
  });
}
