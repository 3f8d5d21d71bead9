import { z } from 'zod';
import { MAX_HOUR_VALUE_CENTS, MIN_HOUR_VALUE_CENTS } from '../client/hour-value';

/**
 * The agency's own claims on the public pages (issue 31): figures, case studies with their testimonials,
 * the weekly spots and the offer countdown, and the letterhead every email is laid out with (decision 049).
 * Only the agency can make them true, so they live in one JSON file it edits (`AGENCY_CONTENT_FILE`), SPEC's copy by default; the gateway checks it against this schema
 * when it starts and gives it to every page it serves (decision 025). What the product enforces (24-hour
 * delivery, the 7-day refund, 30 days of support) stays in constants.ts: changing those changes behaviour.
 */

/** Where the shipped file sits, from the repository root. */
export const DEFAULT_AGENCY_CONTENT_FILE = 'content/agency-content.json';

const text = (max: number) => z.string().trim().min(1, 'Must not be empty').max(max, `Must be ${max} characters or fewer`);
const whole = (max: number) => z.int(`Must be a whole number from 0 to ${max}`).min(0).max(max);

/** Items shown side by side are told apart by one field, so two may not share it. */
function distinctBy<T>(field: keyof T & string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      if (seen.has(item[field])) ctx.addIssue({ code: 'custom', path: [index, field], message: `Another entry already has this ${field}` });
      seen.add(item[field]);
    });
  };
}

/** A figure shown large above its label: '1,200+' / 'businesses automated'. Short enough for a phone's half width. */
export const ContentFigure = z.strictObject({ value: text(12), label: text(40) });
export type ContentFigure = z.infer<typeof ContentFigure>;

/**
 * A claim of the intake page: a figure with where it comes from ('Google reviews, December 2026'). One
 * without a source is unverified copy, which a production gateway names at boot (decision 065).
 */
export const ContentStat = ContentFigure.extend({ source: text(80).optional() });
export type ContentStat = z.infer<typeof ContentStat>;

export const Testimonial = z.strictObject({ quote: text(300), person: text(60) });
export type Testimonial = z.infer<typeof Testimonial>;

export const CaseStudy = z.strictObject({
  business: text(60),
  industry: text(40),
  automation: text(80),
  results: z.array(ContentFigure).min(1, 'List at least 1 result').max(4, 'List at most 4 results').superRefine(distinctBy('label')),
  testimonial: Testimonial.optional(),
});
export type CaseStudy = z.infer<typeof CaseStudy>;

export const CountdownStart = z.strictObject({ days: whole(99), hours: whole(23), minutes: whole(59), seconds: whole(59) });
export type CountdownStart = z.infer<typeof CountdownStart>;

/** Who every email comes from: the name in its header, the postal address in its footer, the sign-off above it. */
export const AgencyLetterhead = z.strictObject({ name: text(60), address: text(200), signOff: text(100) });
export type AgencyLetterhead = z.infer<typeof AgencyLetterhead>;

// The bounds of a value the agency sets per client (hour-value.ts), in the file's whole dollars.
const [minDollars, maxDollars] = [MIN_HOUR_VALUE_CENTS / 100, MAX_HOUR_VALUE_CENTS / 100];
const wholeDollarsMessage = `Must be a whole number of dollars from ${minDollars} to ${maxDollars}`;
const wholeDollars = z.int(wholeDollarsMessage).min(minDollars, wholeDollarsMessage).max(maxDollars, wholeDollarsMessage);

/** SPEC §9 values a client's saved hour at $25: the default of `savedHourValueUsd`. */
export const SPEC_HOUR_VALUE_USD = 25;

export const AgencyContent = z.strictObject({
  /** The intake page's figures (SPEC §1's claims); none hides the row. */
  stats: z.array(ContentStat).max(4, 'List at most 4 stats').superRefine(distinctBy('label')),
  /** The sales page's case studies; none hides the section. */
  caseStudies: z.array(CaseStudy).max(4, 'List at most 4 case studies').superRefine(distinctBy('business')),
  /**
   * SPEC §1's 'Only N spots per week': the sprints a week holds, counted by billing; a sprint paid in a full
   * week starts on the Monday of the first with a spot (decision 065). Null: no weekly cap, and no page speaks of spots.
   */
  spotsPerWeek: z.int('Must be a whole number from 1 to 99').min(1).max(99).nullable(),
  /** Where the cosmetic /lockin countdown starts (SPEC §9); it is not persisted. */
  countdownStart: CountdownStart,
  /** Read by the worker, which lays every email out with it. */
  letterhead: AgencyLetterhead,
  /** What a client's saved hour is worth in whole dollars until the agency sets a value for the client (read by svc-admin). */
  savedHourValueUsd: wholeDollars.default(SPEC_HOUR_VALUE_USD),
});
export type AgencyContent = z.infer<typeof AgencyContent>;

/** The businesses of the demo case studies the shipped file holds: no agency may present them as its own. */
export const DEMO_CASE_STUDY_BUSINESSES = ['Glow Aesthetics', 'Happy Tails Dog Care'] as const;

/** The postal address the shipped file's letterhead holds: a stand-in every agency replaces with its own. */
export const SHIPPED_LETTERHEAD_ADDRESS = '100 Example Street, Springfield, USA';

/** The shipped demo case studies still in `content`, by business. */
export function demoCaseStudiesIn(content: AgencyContent): string[] {
  const demo: readonly string[] = DEMO_CASE_STUDY_BUSINESSES;
  return content.caseStudies.map((study) => study.business).filter((business) => demo.includes(business));
}

/** The intake page's figures no source backs: copy no one has checked. */
export const unverifiedStatsIn = (content: AgencyContent): ContentStat[] => content.stats.filter((stat) => !stat.source);

/** One line per problem, each naming its field as the file spells it: `caseStudies[0].results[1].value: …`. */
export function agencyContentProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('');
    return `${field || '(the whole file)'}: ${issue.message}`;
  });
}
