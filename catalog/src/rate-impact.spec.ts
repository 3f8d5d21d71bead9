import { CompanySizes, Goals, IndustrySlugs, MonthlyRevenueRanges, type BusinessProfile, type ImpactLevel } from '@biz/contracts';
import fc from 'fast-check';
import { fitEvidence } from './fit-evidence';
import { HIGH_IMPACT_MAX, impactAtMost, rateImpacts, workflowImpact } from './rate-impact';
import { suggestWorkflows } from './suggest-workflows';
import { workflowTemplates } from './workflow-templates';

const business = (profile: Partial<BusinessProfile>): BusinessProfile => ({
  businessName: 'Test Co',
  contactEmail: 'owner@test.example',
  industry: 'dental',
  companySize: 'Small Team (2-10)',
  primaryGoals: ['Reduce Manual Work'],
  ...profile,
});
const impactOf = (id: string, profile: Partial<BusinessProfile>) => {
  const owner = business(profile);
  return workflowImpact(fitEvidence(workflowTemplates.find((t) => t.id === id)!, owner)!, owner);
};

describe('the impact of one workflow on a business', () => {
  it.each<[string, string, Partial<BusinessProfile>, ImpactLevel]>([
    ['a dental team that names no-shows: reminders are high', 'appointment-reminders', { painPoints: 'Too many no-shows' }, 'high'],
    ['the same team without pain points: reminders fit its industry and goal, medium', 'appointment-reminders', {}, 'medium'],
    ['a goal the workflow does not serve and no pain named: low', 'appointment-reminders', { primaryGoals: ['Better Data & Analytics'] }, 'low'],
    ['a general workflow for a dental practice, nothing named: low', 'kpi-dashboard', { primaryGoals: ['Better Data & Analytics'] }, 'low'],
    ['a general workflow whose need the pain points name: high', 'kpi-dashboard', { painPoints: 'Our numbers live in a spreadsheet' }, 'high'],
    ['a solo dentist naming no-shows, no revenue given: medium (less of that work)', 'appointment-reminders', { companySize: 'Solo', painPoints: 'no-shows' }, 'medium'],
    ['a solo dentist naming no-shows with $50k+ a month: high', 'appointment-reminders', { companySize: 'Solo', monthlyRevenue: '$50k - $100k', painPoints: 'no-shows' }, 'high'],
    ['a team under $10k a month naming no-shows: medium', 'appointment-reminders', { monthlyRevenue: 'Under $10k', painPoints: 'no-shows' }, 'medium'],
    ['a large practice naming no-shows under $10k a month: still high', 'appointment-reminders', { companySize: 'Large Team (50+)', monthlyRevenue: 'Under $10k', painPoints: 'no-shows' }, 'high'],
    ['a solo dentist without pain points: medium, not lowered', 'appointment-reminders', { companySize: 'Solo' }, 'medium'],
    ['a tool it plugs into ranks it but does not raise its impact', 'appointment-reminders', { currentTools: 'Dentrix, Google Calendar' }, 'medium'],
    ['outside its industries through a named tool, nothing named: low', 'instagram-dm-autoresponder', { industry: 'professional-services', primaryGoals: ['Increase Sales & Revenue'], currentTools: 'Instagram' }, 'low'],
    ['outside its industries through a named tool, the DMs named: high', 'instagram-dm-autoresponder', { industry: 'professional-services', primaryGoals: ['Increase Sales & Revenue'], currentTools: 'Instagram', painPoints: 'Slow to answer DMs' }, 'high'],
  ])('%s', (_name, id, profile, impact) => {
    expect(impactOf(id, profile)).toBe(impact);
  });

  it('gives high to the best ranked two only, however many needs are named', () => {
    const stated = { builtFor: true, goals: 1, painMatches: 1, toolMatches: 0 };
    const likely = { ...stated, painMatches: 0 };
    expect(rateImpacts([stated, likely, stated, stated], business({ companySize: 'Large Team (50+)' }))).toEqual(['high', 'medium', 'high', 'medium']);
  });
});

// Answers people commonly give in the wizard's free-text fields.
const commonPains = ['no-shows', 'Too many phone calls', 'Missed DMs after hours', 'Chasing unpaid invoices', 'Slow to follow up with leads', 'Hours of admin and paperwork', 'Not enough reviews', 'Scheduling and reminders take hours', 'Customers asking for status updates', 'Abandoned carts', 'We run out of stock', 'Onboarding new staff', 'No time for social media', 'Quotes never followed up'];
const commonTools = ['Square', 'Instagram', 'QuickBooks', 'Google Calendar', 'Shopify', 'Gmail', 'HubSpot', 'Excel', 'Calendly'];
const typicalBusiness = fc.record({
  businessName: fc.constant('Typical Co'),
  contactEmail: fc.constant('owner@typical.example'),
  industry: fc.constantFrom(...IndustrySlugs),
  companySize: fc.constantFrom(...CompanySizes),
  monthlyRevenue: fc.option(fc.constantFrom(...MonthlyRevenueRanges), { nil: undefined }),
  primaryGoals: fc.subarray([...Goals], { minLength: 1 }),
  painPoints: fc.subarray(commonPains, { maxLength: 4 }).map((pains) => pains.join(', ') || undefined),
  currentTools: fc.subarray(commonTools, { maxLength: 3 }).map((tools) => tools.join(', ') || undefined),
});

describe('the impact of a typical wizard run', () => {
  it('is never all high: at most two high cards, the rest medium or low (seeded, every industry, size and common answer)', () => {
    const seen = new Set<ImpactLevel>();
    fc.assert(
      fc.property(typicalBusiness, (profile) => {
        const impacts = suggestWorkflows(profile).map((s) => s.impact);
        impacts.forEach((impact) => seen.add(impact));
        expect(impacts.filter((impact) => impact === 'high').length).toBeLessThanOrEqual(HIGH_IMPACT_MAX);
        expect(impacts.some((impact) => impact !== 'high')).toBe(true);
        // No pain named, no high: a badge of high rests on what the business told us.
        if (!profile.painPoints) expect(impacts).not.toContain('high');
      }),
      { seed: 31, numRuns: 3000 },
    );
    expect([...seen].sort()).toEqual(['high', 'low', 'medium']);
  });

  it('mixes levels on the wizard\'s own example: a dental team confirming appointments by hand', () => {
    const impacts = suggestWorkflows(business({ painPoints: 'Front desk spends hours confirming appointments; no-shows' })).map((s) => s.impact);
    expect(impacts.slice(0, 2)).toEqual(['high', 'high']);
    expect(impacts.slice(2)).not.toContain('high');
    expect(impacts.length).toBeGreaterThan(2);
  });
});

describe('a model\'s claimed impact', () => {
  it.each<[ImpactLevel, ImpactLevel, ImpactLevel]>([
    ['high', 'medium', 'medium'],
    ['high', 'low', 'low'],
    ['medium', 'low', 'low'],
    ['low', 'high', 'low'],
    ['medium', 'high', 'medium'],
    ['high', 'high', 'high'],
  ])('claimed %s where the rule rates %s reads %s', (claimed, rated, shown) => {
    expect(impactAtMost(claimed, rated)).toBe(shown);
  });
});
