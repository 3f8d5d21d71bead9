import { z } from 'zod';
import { EntityId } from '../common';
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
  deliverEmail: 'ai.deliver-email',
} as const;

const Business = BusinessForGeneration;

export const GenerateOnboardingFormPayload = z.object({ business: Business, selectedWorkflows: z.array(WorkflowSuggestion) });
export type GenerateOnboardingFormPayload = z.infer<typeof GenerateOnboardingFormPayload>;
export const GenerateOnboardingFormResult = OnboardingForm;
export type GenerateOnboardingFormResult = z.infer<typeof GenerateOnboardingFormResult>;

export const DeliverEmailPayload = z.object({ emailId: EntityId, to: z.email(), subject: z.string().min(1), body: z.string().min(1) });
export type DeliverEmailPayload = z.infer<typeof DeliverEmailPayload>;
export const DeliverEmailResult = z.object({ emailId: EntityId, delivered: z.boolean(), messageId: z.string().nullable() });
export type DeliverEmailResult = z.infer<typeof DeliverEmailResult>;
