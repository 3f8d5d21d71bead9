import { GeneratePlanJob, PlanGeneratedJob } from '@biz/contracts';
import { catalogGeneration, composePlan } from '@biz/catalog';
import { handlerFor, type JobProducer } from '@biz/server-kit';

/** The inbox job id of a selection's plan: a rerun of the plan job delivers the same plan once. */
export const planDeliveryJobId = (selectionId: string) => `plan-generated-${selectionId}`;

/** Writes the implementation plan for a selection and delivers it to svc-intake's inbox queue. */
export function generatePlanHandler(producer: Pick<JobProducer, 'enqueue'>) {
  return handlerFor(GeneratePlanJob, async ({ selectionId, business, selectedWorkflows, totalSetupCost, totalMonthlyCost }) => {
    const started = performance.now();
    const planData = composePlan({ business, selectedWorkflows, totalSetupCost, totalMonthlyCost });
    const generation = catalogGeneration('catalog', performance.now() - started);
    await producer.enqueue(PlanGeneratedJob, { selectionId, clientId: business.clientId, planData, generation }, { jobId: planDeliveryJobId(selectionId) });
    return { delivered: true };
  });
}
