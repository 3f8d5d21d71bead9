import { z } from 'zod';
import { Cents, EntityId } from '../common';
import { BusinessIntakeRequest } from '../intake/business-intake';
import { GenerationRecord } from '../intake/generation';
import { PlanData } from '../intake/plan';
import { WorkflowSuggestion } from '../intake/workflow-suggestion';
import { defineJob } from './define-job';

/** The business as the engines read it: the intake fields (minus form plumbing) and the submission id. */
export const BusinessForGeneration = BusinessIntakeRequest.omit({ idempotencyKey: true, website: true }).extend({ submissionId: EntityId });
export type BusinessForGeneration = z.infer<typeof BusinessForGeneration>;

/** Every engine offers 3 to 6 workflows (an LLM answer outside that is repaired or replaced). */
export const SUGGESTIONS_MIN = 3;
export const SUGGESTIONS_MAX = 6;

export const SuggestedWorkflows = z.object({
  suggestions: z.array(WorkflowSuggestion).min(SUGGESTIONS_MIN).max(SUGGESTIONS_MAX),
  generation: GenerationRecord,
});
export type SuggestedWorkflows = z.infer<typeof SuggestedWorkflows>;

/** Awaited by svc-intake with a deadline; past it, svc-intake answers from the catalog engine itself. */
export const SuggestWorkflowsJob = defineJob({
  name: 'ai.suggest-workflows',
  retry: 'brief',
  queue: 'ai',
  schema: z.object({ business: BusinessForGeneration }),
  result: SuggestedWorkflows,
});

/**
 * Fire and forget: the worker writes the plan and delivers it to svc-intake's inbox (PlanGeneratedJob),
 * so a restart of either side loses nothing. `selectionId` makes both jobs idempotent.
 */
export const GeneratePlanJob = defineJob({
  name: 'ai.generate-plan',
  retry: 'outlast-outage',
  queue: 'ai',
  schema: z.object({
    selectionId: EntityId,
    business: BusinessForGeneration,
    selectedWorkflows: z.array(WorkflowSuggestion).min(1),
    totalSetupCost: Cents,
    totalMonthlyCost: Cents,
  }),
  result: z.object({ delivered: z.boolean() }),
});

export const PlanGeneratedJob = defineJob({
  name: 'intake.plan-generated',
  retry: 'outlast-outage',
  queue: 'intake-inbox',
  schema: z.object({ selectionId: EntityId, submissionId: EntityId, planData: PlanData, generation: GenerationRecord }),
  /** false when the selection was replaced or deleted meanwhile (the plan is then dropped). */
  result: z.object({ stored: z.boolean() }),
});

/**
 * Fire and forget, from svc-intake when a new submission is stored and ADMIN_ALERT_EMAIL is set: the agency
 * hears of the lead at once. The job id names the submission, and the worker sends each alert once.
 */
export const SubmissionAlertJob = defineJob({
  name: 'ai.send-submission-alert',
  retry: 'outlast-outage',
  queue: 'ai',
  schema: z.object({
    submissionId: EntityId,
    to: z.email(),
    business: BusinessForGeneration,
    /** The first-year value of everything it was offered (decision 064: setup + 12 months of the plan that runs it all), before it chooses. */
    offeredValue: Cents,
    /** Where the agency opens the business's profile. */
    profileUrl: z.url(),
    submittedAt: z.iso.datetime({ offset: true }),
  }),
  result: z.object({ delivered: z.boolean() }),
});
