import { GeneratePlanJob, PlanGeneratedJob, type GenerationRecord, type PlanData } from '@biz/contracts';
import { catalogGeneration, composePlan } from '@biz/catalog';
import { handlerFor, type JobProducer } from '@biz/server-kit/without-nest';
import { generateStructured } from '../llm/generate-structured';
import { llmPlanWith } from '../llm/llm-answers';
import type { LlmChat } from '../llm/llm-chat';
import { planMessages, planPrices } from '../llm/prompts';

/**
 * The inbox job id of a plan job's result: a rerun of that job delivers its plan once, and a later round of
 * the same selection (svc-intake's sweep asks again under a new job id) is a delivery of its own, never
 * swallowed by an earlier round's delivery that failed for good and is still kept.
 */
export const planDeliveryJobId = (planJobId: string) => `${planJobId}-delivered`;

/** Writes the implementation plan for a selection (LLM or catalog) and delivers it to svc-intake's inbox queue. */
export function generatePlanHandler(producer: Pick<JobProducer, 'enqueue'>, chat: LlmChat | null) {
  return handlerFor(GeneratePlanJob, async ({ selectionId, business, selectedWorkflows, totalSetupCost, totalMonthlyCost }, { jobId }) => {
    const catalogPlan = () => composePlan({ business, selectedWorkflows, totalSetupCost, totalMonthlyCost });
    let planned: { value: PlanData; generation: GenerationRecord };
    if (chat) {
      planned = await generateStructured(chat, llmPlanWith(planPrices(selectedWorkflows)), planMessages(business, selectedWorkflows), catalogPlan);
    } else {
      const started = performance.now();
      planned = { value: catalogPlan(), generation: catalogGeneration('catalog', performance.now() - started) };
    }
    await producer.enqueue(
      PlanGeneratedJob,
      { selectionId, submissionId: business.submissionId, planData: planned.value, generation: planned.generation },
      { jobId: planDeliveryJobId(jobId) },
    );
    return { delivered: true };
  });
}
