/** Business constants of SPEC §3 and §9. Money is integer cents (USD). */

export const Industries = [
  { slug: 'med-spa', label: 'Med Spa' },
  { slug: 'fitness', label: 'Fitness' },
  { slug: 'dog-care', label: 'Dog Care' },
  { slug: 'design-studio', label: 'Design Studio' },
  { slug: 'dental', label: 'Dental' },
  { slug: 'salon', label: 'Salon' },
  { slug: 'beauty-wellness', label: 'Beauty & Wellness' },
  { slug: 'healthcare', label: 'Healthcare' },
  { slug: 'professional-services', label: 'Professional Services' },
  { slug: 'real-estate', label: 'Real Estate' },
  { slug: 'home-services', label: 'Home Services' },
  { slug: 'legal', label: 'Legal' },
  { slug: 'automotive', label: 'Automotive' },
  { slug: 'retail', label: 'Retail' },
  { slug: 'food-beverage', label: 'Food & Beverage' },
  { slug: 'financial', label: 'Financial' },
  { slug: 'technology', label: 'Technology' },
  { slug: 'construction', label: 'Construction' },
  { slug: 'education', label: 'Education' },
  { slug: 'other', label: 'Other' },
] as const;
export const IndustrySlugs = Industries.map((i) => i.slug) as [IndustrySlug, ...IndustrySlug[]];
export type IndustrySlug = (typeof Industries)[number]['slug'];

/** Display label of an industry slug; unknown slugs (e.g. older data) are shown as given. */
export function industryLabel(slug: string): string {
  return Industries.find((i) => i.slug === slug)?.label ?? slug;
}

export const CompanySizes = ['Solo', 'Small Team (2-10)', 'Medium Team (11-50)', 'Large Team (50+)'] as const;
export type CompanySize = (typeof CompanySizes)[number];

export const MonthlyRevenueRanges = ['Under $10k', '$10k - $25k', '$25k - $50k', '$50k - $100k', '$100k+'] as const;
export type MonthlyRevenueRange = (typeof MonthlyRevenueRanges)[number];

export const Goals = [
  'Increase Sales & Revenue',
  'Improve Operational Efficiency',
  'Enhance Customer Experience',
  'Reduce Manual Work',
  'Better Data & Analytics',
  'Scale Operations',
] as const;
export type Goal = (typeof Goals)[number];

/**
 * Promises of §1/§9 the product keeps (the refund window, the sprint's due time, the support period), so
 * they are rules here; the agency's other claims (weekly spots, countdown, figures) are its content file's.
 */
export const GUARANTEE_DAYS = 7;
export const SUPPORT_DAYS_AFTER_GO_LIVE = 30;
export const DELIVERY_HOURS = 24;

/** The agency's one promise of a first response (SPEC §2's 2 hours): the success page, the checkout, support tickets and the desk's call task. */
export const FIRST_RESPONSE_PROMISE_MINUTES = 120;
/** That promise in words: 'within 2 hours'. */
export const FIRST_RESPONSE_WITHIN = `within ${FIRST_RESPONSE_PROMISE_MINUTES / 60} hours`;
/** When the agency answers support (SPEC §2's success page; the order confirmation says the same). */
export const SUPPORT_HOURS = '9 AM-6 PM EST';

/** Field lengths of §9 (also enforced by the form schemas). */
export const MIN_PHONE_LENGTH = 10;
export const MIN_MAIN_GOALS_LENGTH = 10;
export const MIN_CLIENT_PASSWORD_LENGTH = 8;

/** The admin goals column shows up to 2 goals, then '+N more'. */
export const GOALS_COLUMN_VISIBLE = 2;

export function goalsColumn(goals: readonly string[]): { visible: string[]; more: string | null } {
  const hidden = goals.length - GOALS_COLUMN_VISIBLE;
  return { visible: goals.slice(0, GOALS_COLUMN_VISIBLE), more: hidden > 0 ? `+${hidden} more` : null };
}

/** React-query cache time of the plan list and the client status (§9). */
export const CACHE_TIME_MS = 5 * 60 * 1000;

/** Toaster (§9): one toast at a time, 5 s by default, a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** Redirect delays (§4, §9). */
export const UNAUTHORIZED_ADMIN_REDIRECT_MS = 1000;
export const ADMIN_LOGIN_REDIRECT_MS = 700;

/** Yearly billing is labelled with these (§9). */
export const YEARLY_SAVINGS_LABELS = ['Save 17%', 'Save 2 months'] as const;
