import { z } from 'zod';
import { BusinessForGeneration } from './intake-jobs';
import { WorkflowSuggestion } from '../intake/workflow-suggestion';
import { OnboardingForm } from '../admin/onboarding-form';

/**
 * Payload and result schemas of the worker jobs later issues add. They are plain schemas on purpose:
 * the worker refuses to start while a `defineJob` has no handler, so each becomes a `defineJob` (name
 * from `PlannedJobName`) in the issue that writes its processor.
 */
export const PlannedJobName = {
  generateOnboardingForm: 'ai.generate-onboarding-form',
} as const;

const Business = BusinessForGeneration;

export const GenerateOnboardingFormPayload = z.object({ business: Business, selectedWorkflows: z.array(WorkflowSuggestion) });
export type GenerateOnboardingFormPayload = z.infer<typeof GenerateOnboardingFormPayload>;
export const GenerateOnboardingFormResult = OnboardingForm;
export type GenerateOnboardingFormResult = z.infer<typeof GenerateOnboardingFormResult>;
