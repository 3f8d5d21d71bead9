import type { BusinessIntakeRequest, BusinessProfile } from '@biz/contracts';

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

/** A message of SPEC §5 per field that failed its check (the first one). */
export type IntakeFieldErrors = Partial<Record<keyof IntakeFormValues, string>>;

/** What the visitor entered, from the form's fields by name (the inputs hold their own state). */
export function intakeValuesFrom(data: FormData): IntakeFormValues {
  const text = (name: Exclude<keyof IntakeFormValues, 'primaryGoals'>) => String(data.get(name) ?? '');
  return {
    businessName: text('businessName'),
    contactEmail: text('contactEmail'),
    industry: text('industry'),
    companySize: text('companySize'),
    monthlyRevenue: text('monthlyRevenue'),
    primaryGoals: data.getAll('primaryGoals').map(String),
    currentTools: text('currentTools'),
    painPoints: text('painPoints'),
    website: text('website'),
  };
}

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

/** The form values as a business profile, for the recommendations screen. */
export function toProfile(request: BusinessIntakeRequest): BusinessProfile {
  const { idempotencyKey: _key, website: _honeypot, ...profile } = request;
  return profile;
}
