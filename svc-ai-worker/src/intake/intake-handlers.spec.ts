import { CATALOG_VERSION, composePlan, suggestWorkflows } from '@biz/catalog';
import { GeneratePlanJob, PlanGeneratedJob, SuggestWorkflowsJob, type BusinessForGeneration, type JobPayload } from '@biz/contracts';
import { randomUUID } from 'node:crypto';
import { generatePlanHandler, planDeliveryJobId } from './generate-plan.handler';
import { suggestWorkflowsHandler } from './suggest-workflows.handler';

const business: BusinessForGeneration = {
  submissionId: randomUUID(),
  businessName: 'Paws & Play Daycare',
  contactEmail: 'hello@paws.example',
  industry: 'dog-care',
  companySize: 'Solo',
  primaryGoals: ['Enhance Customer Experience'],
  painPoints: 'Owners text all day asking for photos',
};
const context = { jobId: 'j-1', attempt: 1 };

describe('intake handlers without an LLM', () => {
  it('answer suggestions from the catalog engine with a catalog record', async () => {
    const answer = await suggestWorkflowsHandler(null).handle({ business }, context);
    expect(SuggestWorkflowsJob.result.parse(answer)).toEqual(answer);
    expect(answer.suggestions).toEqual(suggestWorkflows(business));
    expect(answer.generation).toMatchObject({ source: 'catalog', model: CATALOG_VERSION, promptTokens: 0, completionTokens: 0, repaired: false });
  });

  it('deliver the composed plan to the intake inbox under the id of its plan job', async () => {
    const sent: Array<{ job: unknown; payload: unknown; jobId: string }> = [];
    const producer = { enqueue: async (job: unknown, payload: unknown, { jobId }: { jobId: string }) => (sent.push({ job, payload, jobId }), jobId) };
    const payload: JobPayload<typeof GeneratePlanJob> = {
      selectionId: randomUUID(),
      business,
      selectedWorkflows: suggestWorkflows(business).slice(0, 2),
      totalSetupCost: 120000,
      totalMonthlyCost: 11000,
    };
    expect(await generatePlanHandler(producer, null).handle(payload, context)).toEqual({ delivered: true });
    expect(sent).toEqual([{
      job: PlanGeneratedJob,
      jobId: planDeliveryJobId(context.jobId),
      payload: {
        selectionId: payload.selectionId,
        submissionId: business.submissionId,
        planData: composePlan(payload),
        generation: expect.objectContaining({ source: 'catalog', model: CATALOG_VERSION }),
      },
    }]);
    expect(PlanGeneratedJob.schema.safeParse(sent[0].payload).success).toBe(true);
  });
});
