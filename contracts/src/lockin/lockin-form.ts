import { z } from 'zod';
import { MIN_MAIN_GOALS_LENGTH, MIN_PHONE_LENGTH, type CompanySize, type IndustrySlug } from '../constants';
import { ValidationMessage as M } from '../messages';

/** Browser local-storage key of the saved lead form (§3). */
export const LOCKIN_FORM_STORAGE_KEY = 'bizAutomateFormData';

export const LockinIndustries = [
  'Healthcare/Medical',
  'Beauty/Wellness',
  'Professional Services',
  'Retail/E-commerce',
  'Real Estate',
  'Food/Restaurant',
  'Fitness/Gym',
  'Automotive',
  'Home Services',
  'Legal Services',
  'Financial Services',
  'Other',
] as const;
export type LockinIndustry = (typeof LockinIndustries)[number];

export const LockinBusinessSizes = [
  'Solo Entrepreneur',
  'Small Business (2-10 employees)',
  'Medium Business (11-50 employees)',
  'Large Business (50+ employees)',
] as const;
export type LockinBusinessSize = (typeof LockinBusinessSizes)[number];

export const LockinAnnualRevenues = [
  'Just starting (Under $50k/year)',
  '$50k - $100k/year',
  '$100k - $500k/year',
  '$500k - $1M/year',
  'Over $1M/year',
] as const;
export type LockinAnnualRevenue = (typeof LockinAnnualRevenues)[number];

export const LockinTimelines = [
  'ASAP (This week)',
  'Within 2 weeks',
  'Within a month',
  'Within 3 months',
  'Just exploring for now',
] as const;
export type LockinTimeline = (typeof LockinTimelines)[number];

/** /lockin/form lead form (§3) with the §5 messages. businessType holds a business-size option. */
export const LockinLeadForm = z.object({
  businessName: z.string({ error: M.businessNameRequired }).trim().min(1, M.businessNameRequired).max(200),
  contactEmail: z.email({ error: M.validEmailRequired }).max(254),
  contactPhone: z.string({ error: M.validPhoneRequired }).trim().min(MIN_PHONE_LENGTH, M.validPhoneRequired).max(40),
  industry: z.enum(LockinIndustries, { error: M.industryRequired }),
  businessType: z.enum(LockinBusinessSizes, { error: M.businessTypeRequired }),
  currentRevenue: z.enum(LockinAnnualRevenues, { error: M.revenueRangeRequired }),
  mainGoals: z.string({ error: M.describeMainGoals }).trim().min(MIN_MAIN_GOALS_LENGTH, M.describeMainGoals).max(4000),
  currentMarketing: z.string().trim().max(4000).optional(),
  timeline: z.enum(LockinTimelines, { error: M.timelineRequired }),
});
export type LockinLeadForm = z.infer<typeof LockinLeadForm>;

/** The intake's industry of each of the lead form's (the two lists name the same trades in other words). */
export const LockinIndustrySlugs: Record<LockinIndustry, IndustrySlug> = {
  'Healthcare/Medical': 'healthcare',
  'Beauty/Wellness': 'beauty-wellness',
  'Professional Services': 'professional-services',
  'Retail/E-commerce': 'retail',
  'Real Estate': 'real-estate',
  'Food/Restaurant': 'food-beverage',
  'Fitness/Gym': 'fitness',
  Automotive: 'automotive',
  'Home Services': 'home-services',
  'Legal Services': 'legal',
  'Financial Services': 'financial',
  Other: 'other',
};

/** The intake's company size of each of the lead form's business sizes (the same headcounts). */
export const LockinCompanySizes: Record<LockinBusinessSize, CompanySize> = {
  'Solo Entrepreneur': 'Solo',
  'Small Business (2-10 employees)': 'Small Team (2-10)',
  'Medium Business (11-50 employees)': 'Medium Team (11-50)',
  'Large Business (50+ employees)': 'Large Team (50+)',
};

/**
 * What the checkout and success pages read back from local storage. The browser may hold anything
 * under the key (older versions, hand edits), so every field is optional and a wrong type is dropped.
 */
export const StoredLockinFormData = z.object({
  businessName: z.string().optional().catch(undefined),
  industry: z.string().optional().catch(undefined),
  timeline: z.string().optional().catch(undefined),
  contactEmail: z.string().optional().catch(undefined),
  contactPhone: z.string().optional().catch(undefined),
});
export type StoredLockinFormData = z.infer<typeof StoredLockinFormData>;

/** Parses the raw local-storage text; anything unreadable is an empty record, never an exception. */
export function readStoredLockinFormData(raw: string | null): StoredLockinFormData {
  if (!raw) return {};
  try {
    const parsed = StoredLockinFormData.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
