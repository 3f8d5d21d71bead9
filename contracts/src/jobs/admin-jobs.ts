import { z } from 'zod';
import type { Submission } from '../admin/dashboard';
import { EmailType, GeneratedEmail } from '../admin/email';
import { Cents } from '../common';
import { GenerationRecord } from '../intake/generation';
import { PlanData } from '../intake/plan';
import { WorkflowSuggestion } from '../intake/workflow-suggestion';
import { defineJob } from './define-job';
import { BusinessForGeneration } from './intake-jobs';

/** A submission as the worker's engines read it (its empty optional fields left out). */
export function businessOf(submission: Submission): BusinessForGeneration {
  const { id, businessName, contactEmail, industry, companySize, monthlyRevenue, primaryGoals, currentTools, painPoints } = submission;
  return {
    submissionId: id,
    businessName,
    contactEmail,
    industry,
    companySize,
    primaryGoals,
    ...(monthlyRevenue ? { monthlyRevenue } : {}),
    ...(currentTools ? { currentTools } : {}),
    ...(painPoints ? { painPoints } : {}),
  };
}

/**
 * Awaited by svc-admin while the admin waits for the download: the business's plan as a branded PDF.
 * PDF bytes travel base64-encoded because job results are JSON; they are kept in Redis only briefly.
 */
export const RenderPlanPdfJob = defineJob({
  name: 'ai.render-plan-pdf',
  retry: 'brief',
  queue: 'ai',
  keepResult: 'briefly',
  schema: z.object({
    business: BusinessForGeneration,
    planData: PlanData,
    selectedWorkflows: z.array(WorkflowSuggestion).min(1),
    totalSetupCost: Cents,
    totalMonthlyCost: Cents,
    /** When the plan was generated, ISO: the document's date. */
    generatedAt: z.iso.datetime({ offset: true }),
  }),
  result: z.object({ pdfBase64: z.base64() }),
});

/**
 * Awaited by svc-admin for the email generator: a draft the admin edits, from the LLM when one is configured
 * (checked, one repair, else the catalog) or the catalog engine's templates. Past its deadline svc-admin
 * drafts from the catalog itself.
 */
export const GenerateEmailJob = defineJob({
  name: 'ai.generate-email',
  retry: 'brief',
  queue: 'ai',
  schema: z.object({
    business: BusinessForGeneration,
    emailType: EmailType,
    customSubject: z.string().max(300).optional(),
    planData: PlanData.nullable(),
  }),
  result: z.object({ email: GeneratedEmail, generation: GenerationRecord }),
});
