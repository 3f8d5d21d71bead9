import { SuggestWorkflowsJob, type BusinessForGeneration, type SuggestedWorkflows } from '@biz/contracts';
import { catalogGeneration, suggestWorkflows } from '@biz/catalog';
import type { JobProducer } from '@biz/server-kit';

/**
 * Suggestions from the worker (the LLM or its catalog) within the deadline; past it, or on any queue
 * failure, from the catalog engine in process, so a visitor never waits on a dead worker.
 */
export async function suggestionsFor(
  business: BusinessForGeneration,
  producer: JobProducer,
  deadlineMs: number,
  log: { warn(message: string): void },
): Promise<SuggestedWorkflows> {
  const started = performance.now();
  try {
    // The job id is the submission id: a worker that comes back later finds nothing new to do twice.
    return await producer.enqueueAndWait(SuggestWorkflowsJob, { business }, { timeoutMs: deadlineMs, jobId: `suggest-${business.submissionId}` });
  } catch (error) {
    log.warn(`No suggestions from the worker for ${business.submissionId} (${error instanceof Error ? error.message : String(error)}); answering from the catalog`);
    return { suggestions: suggestWorkflows(business), generation: catalogGeneration('catalog-fallback', performance.now() - started) };
  }
}
