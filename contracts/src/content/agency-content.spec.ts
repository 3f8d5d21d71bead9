import { shippedAgencyContent } from '../testing/agency-content.fixture';
import { AgencyContent, agencyContentProblems, unverifiedStatsIn, DEMO_CASE_STUDY_BUSINESSES, demoCaseStudiesIn, SHIPPED_LETTERHEAD_ADDRESS, SPEC_HOUR_VALUE_USD } from './agency-content';

/** The problems a file with `change` applied to the shipped content has, one line each. */
function problemsWith(change: (content: Record<string, unknown> & AgencyContent) => void): string[] {
  const content = structuredClone(shippedAgencyContent) as Record<string, unknown> & AgencyContent;
  change(content);
  const parsed = AgencyContent.safeParse(content);
  return parsed.success ? [] : agencyContentProblems(parsed.error);
}

describe('the shipped content file', () => {
  it('is valid', () => {
    expect(problemsWith(() => undefined)).toEqual([]);
  });

  it("is SPEC's copy: the intake page's four claims, 5 spots a week, the countdown from 5d 14h 32m 18s", () => {
    expect(shippedAgencyContent.stats).toEqual([
      { value: '1,200+', label: 'businesses automated' },
      { value: '4.9/5', label: 'average rating' },
      { value: '$50,000', label: 'saved by our clients' },
      { value: '$500-2000', label: 'typical setup cost' },
    ]);
    expect(shippedAgencyContent.spotsPerWeek).toBe(5);
    expect(shippedAgencyContent.countdownStart).toEqual({ days: 5, hours: 14, minutes: 32, seconds: 18 });
  });

  it("values a client's saved hour at SPEC's $25, also in a file written before the field existed", () => {
    expect(shippedAgencyContent.savedHourValueUsd).toBe(SPEC_HOUR_VALUE_USD);
    const { savedHourValueUsd: _, ...older } = shippedAgencyContent;
    expect(AgencyContent.parse(older).savedHourValueUsd).toBe(25);
  });

  it('holds two case studies with testimonials, known as the demo ones', () => {
    expect(shippedAgencyContent.caseStudies).toHaveLength(2);
    expect(shippedAgencyContent.caseStudies.every((study) => study.testimonial)).toBe(true);
    expect(demoCaseStudiesIn(shippedAgencyContent)).toEqual([...DEMO_CASE_STUDY_BUSINESSES]);
  });
});

describe('an agency’s own content', () => {
  it('may set no weekly cap, and backs figures with their sources: only those without one are unverified', () => {
    const stats = [{ value: '37', label: 'clinics automated', source: 'Our CRM, December 2026' }, { value: '4.9/5', label: 'average rating' }];
    const own = AgencyContent.parse({ ...shippedAgencyContent, spotsPerWeek: null, stats });
    expect(own.spotsPerWeek).toBeNull();
    expect(unverifiedStatsIn(own)).toEqual([stats[1]]);
    expect(unverifiedStatsIn(shippedAgencyContent)).toEqual(shippedAgencyContent.stats);
  });

  it("signs emails with a stand-in address the worker knows as the shipped one (it says so at start in production)", () => {
    expect(shippedAgencyContent.letterhead.address).toBe(SHIPPED_LETTERHEAD_ADDRESS);
  });

  it('is accepted without case studies, stats or testimonials, and has no demo left', () => {
    const own = { ...shippedAgencyContent, stats: [], caseStudies: [{ business: 'Bright Smiles', industry: 'Dental', automation: 'Recall reminders', results: [{ value: '2×', label: 'recalls booked' }] }] };
    expect(AgencyContent.parse(own)).toEqual(own);
    expect(demoCaseStudiesIn(own)).toEqual([]);
  });
});

describe('a content file with a mistake is refused, naming the field', () => {
  it.each<[string, (content: Record<string, unknown> & AgencyContent) => void, string]>([
    ['an empty business', (c) => void (c.caseStudies[0].business = '  '), 'caseStudies[0].business: Must not be empty'],
    ['a figure too long for the page', (c) => void (c.caseStudies[1].results[1].value = '1,000,000,000%'), 'caseStudies[1].results[1].value: Must be 12 characters or fewer'],
    ['a case study without results', (c) => void (c.caseStudies[0].results = []), 'caseStudies[0].results: List at least 1 result'],
    ['two case studies of one business', (c) => void (c.caseStudies[1].business = c.caseStudies[0].business), 'caseStudies[1].business: Another entry already has this business'],
    ['two stats with one label', (c) => void (c.stats[3].label = c.stats[0].label), 'stats[3].label: Another entry already has this label'],
    ['a fifth stat', (c) => void c.stats.push({ value: '24 h', label: 'to go live' }), 'stats: List at most 4 stats'],
    ['a testimonial without its person', (c) => void delete (c.caseStudies[0].testimonial as Partial<AgencyContent['caseStudies'][0]['testimonial']>)!.person, 'caseStudies[0].testimonial.person: Invalid input: expected string, received undefined'],
    ['spots as text', (c) => void (c.spotsPerWeek = '5' as unknown as number), 'spotsPerWeek: Must be a whole number from 1 to 99'],
    ['no spots', (c) => void (c.spotsPerWeek = 0), 'spotsPerWeek: Must be a whole number from 1 to 99'],
    ['a countdown hour past 23', (c) => void (c.countdownStart.hours = 24), 'countdownStart.hours: Must be a whole number from 0 to 23'],
    ['a countdown of half seconds', (c) => void (c.countdownStart.seconds = 1.5), 'countdownStart.seconds: Must be a whole number from 0 to 59'],
    ['an hour worth nothing', (c) => void (c.savedHourValueUsd = 0), 'savedHourValueUsd: Must be a whole number of dollars from 1 to 1000'],
    ['an hour in cents', (c) => void (c.savedHourValueUsd = 2500), 'savedHourValueUsd: Must be a whole number of dollars from 1 to 1000'],
    ['a misspelt key', (c) => void (c.caseStudy = []), '(the whole file): Unrecognized key: "caseStudy"'],
    ['a missing countdown', (c) => void delete (c as Partial<AgencyContent>).countdownStart, 'countdownStart: Invalid input: expected object, received undefined'],
  ])('%s', (_what, change, problem) => {
    expect(problemsWith(change)).toEqual([problem]);
  });
});
