import { BusinessIntakeRequest, type BusinessProfile } from '@biz/contracts';
import type { FieldErrors, ResolverResult } from 'react-hook-form';

/** What the form holds: plain strings (an unset select is ''), the goals as the checked values. */
export interface IntakeFormValues {
  businessName: string;
  contactEmail: string;
  industry: string;
  companySize: string;
  monthlyRevenue: string;
  primaryGoals: string[];
  currentTools: string;
  painPoints: string;
  /** Honeypot: hidden from people. */
  website: string;
}

export const emptyIntakeForm: IntakeFormValues = {
  businessName: '', contactEmail: '', industry: '', companySize: '', monthlyRevenue: '', primaryGoals: [], currentTools: '', painPoints: '', website: '',
};

/** The payload the form stands for: empty optional answers are left out rather than sent as ''. */
export function toIntakeRequest(values: IntakeFormValues): Record<string, unknown> {
  const optional = (text: string) => (text.trim() ? text : undefined);
  return {
    ...values,
    monthlyRevenue: optional(values.monthlyRevenue),
    currentTools: optional(values.currentTools),
    painPoints: optional(values.painPoints),
    website: optional(values.website),
  };
}

/** react-hook-form resolver on the contracts schema, so the messages are exactly SPEC §5's. */
export function intakeResolver(values: IntakeFormValues): ResolverResult<IntakeFormValues, BusinessIntakeRequest> {
  const parsed = BusinessIntakeRequest.safeParse(toIntakeRequest(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= { type: issue.code, message: issue.message };
  return { values: {}, errors: errors as FieldErrors<IntakeFormValues> };
}

/** The form values as a business profile, for the recommendations screen. */
export function toProfile(request: BusinessIntakeRequest): BusinessProfile {
  const { idempotencyKey: _key, website: _honeypot, ...profile } = request;
  return profile;
}
