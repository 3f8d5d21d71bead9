import { z } from 'zod';
import { EmptyRequest } from '../common';
import { businessFileStem } from './submission-records';

/** text, textarea, select and file are named by the spec; the rest are the other HTML input types. */
export const OnboardingFieldType = z.enum(['text', 'textarea', 'select', 'multiselect', 'file', 'email', 'tel', 'url', 'number', 'date', 'checkbox', 'radio']);
export type OnboardingFieldType = z.infer<typeof OnboardingFieldType>;

export const OnboardingField = z.object({
  id: z.string().min(1).max(100),
  label: z.string().min(1).max(300),
  type: OnboardingFieldType,
  required: z.boolean(),
  description: z.string().max(2000).optional(),
  placeholder: z.string().max(300).optional(),
  options: z.array(z.string().max(300)).max(100).optional(),
  category: z.string().max(100).optional(),
});
export type OnboardingField = z.infer<typeof OnboardingField>;

export const OnboardingPhase = z.object({
  title: z.string().min(1).max(300),
  description: z.string().max(2000).optional(),
  fields: z.array(OnboardingField).max(100),
});
export type OnboardingPhase = z.infer<typeof OnboardingPhase>;

/** SPEC §3 onboarding form, as generated for one client. */
export const OnboardingForm = z.object({
  title: z.string().min(1).max(300),
  description: z.string().max(4000),
  estimatedTime: z.string().max(100),
  fields: z.array(OnboardingField).max(200),
  phases: z.array(OnboardingPhase).max(20).optional(),
  nextSteps: z.array(z.string().max(1000)).max(50),
  implementationGuide: z.object({
    overview: z.string().max(10_000),
    timeline: z.object({ totalDuration: z.string().max(100) }),
  }),
  successMetrics: z.object({ kpis: z.array(z.string().max(500)).max(50) }),
});
export type OnboardingForm = z.infer<typeof OnboardingForm>;

/** POST /api/clients/{id}/generate-onboarding-form — payload not shown: nothing beyond the path id. */
export const GenerateOnboardingFormRequest = EmptyRequest;
export type GenerateOnboardingFormRequest = z.infer<typeof GenerateOnboardingFormRequest>;
export const GenerateOnboardingFormResponse = OnboardingForm;
export type GenerateOnboardingFormResponse = z.infer<typeof GenerateOnboardingFormResponse>;

/**
 * POST /api/clients/{id}/download-onboarding-form — payload not shown: nothing beyond the path id; the
 * server renders the client's latest generated form (never HTML built from browser input).
 */
export const DownloadOnboardingFormRequest = EmptyRequest;
export type DownloadOnboardingFormRequest = z.infer<typeof DownloadOnboardingFormRequest>;

/** The answer is the HTML document as text. */
export const DownloadOnboardingFormResponse = z.string().min(1);
export type DownloadOnboardingFormResponse = z.infer<typeof DownloadOnboardingFormResponse>;
export const ONBOARDING_FORM_CONTENT_TYPE = 'text/html; charset=utf-8';

/** File name of a downloaded onboarding form. */
export const onboardingFormFileName = (businessName: string) => `${businessFileStem(businessName)}-onboarding-form.html`;

export interface OnboardingFormGroup {
  title: string;
  description?: string;
  fields: OnboardingField[];
}

/**
 * How a form is shown, in the modal and the downloaded file: the questions outside any phase by category
 * first (the basics, the brand), then each phase with its questions.
 */
export function onboardingFormGroups(form: OnboardingForm): OnboardingFormGroup[] {
  const inPhases = new Set((form.phases ?? []).flatMap((phase) => phase.fields.map((field) => field.id)));
  const byCategory = new Map<string, OnboardingField[]>();
  for (const field of form.fields.filter((f) => !inPhases.has(f.id))) {
    const category = field.category ?? 'Questions';
    byCategory.set(category, [...(byCategory.get(category) ?? []), field]);
  }
  return [...[...byCategory].map(([title, fields]) => ({ title, fields })), ...(form.phases ?? []).map(({ title, description, fields }) => ({ title, description, fields }))];
}
