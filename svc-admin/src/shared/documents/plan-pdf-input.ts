import { businessOf, type PlanPdfInput, type SubmissionDetailResponse } from '@biz/contracts';

/** What the worker renders a business's plan PDF from, out of svc-intake's detail; null before its plan is generated. */
export function planPdfInput({ submission, selectedWorkflows, generations }: SubmissionDetailResponse): PlanPdfInput | null {
  const plan = submission.plan;
  if (!plan?.planData || selectedWorkflows.length === 0) return null;
  const generatedAt = generations.findLast((g) => g.kind === 'plan')?.createdAt ?? submission.createdAt;
  return { business: businessOf(submission), planData: plan.planData, selectedWorkflows, totalSetupCost: plan.totalSetupCost, totalMonthlyCost: plan.totalMonthlyCost, generatedAt };
}
