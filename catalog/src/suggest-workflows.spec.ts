import { CompanySizes, Goals, IndustrySlugs, SUGGESTIONS_MAX, SUGGESTIONS_MIN, WorkflowSuggestion, type BusinessProfile } from '@biz/contracts';
import { candidateWorkflows, suggestWorkflows } from './suggest-workflows';

const business = (profile: Partial<BusinessProfile>): BusinessProfile => ({
  businessName: 'Test Co',
  contactEmail: 'owner@test.example',
  industry: 'other',
  companySize: 'Small Team (2-10)',
  primaryGoals: ['Reduce Manual Work'],
  ...profile,
});
const idsFor = (profile: Partial<BusinessProfile>) => suggestWorkflows(business(profile)).map((s) => s.id);

describe('relevance: what a business is offered', () => {
  it.each<[string, Partial<BusinessProfile>, string[], string[]]>([
    ['a dental practice that wants less manual work', { industry: 'dental', primaryGoals: ['Reduce Manual Work'] },
      ['appointment-reminders', 'online-booking-assistant'], ['abandoned-cart-recovery', 'post-purchase-upsell', 'property-listing-alerts']],
    ['a dental practice drowning in confirmation calls and no-shows', { industry: 'dental', primaryGoals: ['Reduce Manual Work'], painPoints: 'Front desk spends hours confirming appointments; no-shows', currentTools: 'Dentrix' },
      ['appointment-reminders', 'online-booking-assistant', 'patient-intake-forms'], ['abandoned-cart-recovery', 'reservation-manager']],
    ['an online shop losing carts', { industry: 'retail', primaryGoals: ['Increase Sales & Revenue'], painPoints: 'Shoppers abandon the cart at checkout', currentTools: 'Shopify, Klaviyo' },
      ['abandoned-cart-recovery', 'post-purchase-upsell'], ['appointment-reminders', 'patient-intake-forms', 'client-intake-conflict-check']],
    ['a solo realtor slow to answer portal leads', { industry: 'real-estate', companySize: 'Solo', primaryGoals: ['Increase Sales & Revenue'], painPoints: 'Slow to follow up with Zillow leads', currentTools: 'Zillow' },
      ['lead-follow-up-sequence', 'property-listing-alerts'], ['abandoned-cart-recovery', 'ai-phone-receptionist', 'employee-onboarding']],
    ['a plumbing company chasing invoices and missing calls', { industry: 'home-services', companySize: 'Medium Team (11-50)', primaryGoals: ['Improve Operational Efficiency', 'Reduce Manual Work'], painPoints: 'Chasing unpaid invoices, missed calls', currentTools: 'QuickBooks, Jobber' },
      ['invoice-payment-reminders', 'missed-call-text-back', 'quote-estimate-follow-up'], ['instagram-dm-autoresponder', 'treatment-aftercare-drip']],
    ['a med spa missing Instagram DMs after hours', { industry: 'med-spa', primaryGoals: ['Increase Sales & Revenue', 'Reduce Manual Work'], painPoints: 'Missed DMs after hours', currentTools: 'Square, Instagram' },
      ['instagram-dm-autoresponder', 'online-booking-assistant'], ['abandoned-cart-recovery', 'job-dispatch-updates']],
    ['a law firm buried in intake paperwork', { industry: 'legal', primaryGoals: ['Reduce Manual Work'], painPoints: 'New client intake paperwork and conflict checks', currentTools: 'Clio' },
      ['client-intake-conflict-check', 'document-collection'], ['instagram-dm-autoresponder', 'abandoned-cart-recovery', 'reservation-manager']],
    ['a restaurant taking reservations by phone', { industry: 'food-beverage', companySize: 'Medium Team (11-50)', primaryGoals: ['Enhance Customer Experience'], painPoints: 'Phone reservations and no-shows', currentTools: 'OpenTable, Toast' },
      ['reservation-manager'], ['patient-intake-forms', 'client-intake-conflict-check', 'property-listing-alerts']],
    ['a gym losing members', { industry: 'fitness', primaryGoals: ['Scale Operations'], painPoints: 'Members churn and cancel after 3 months', currentTools: 'Mindbody' },
      ['membership-renewal-drip'], ['abandoned-cart-recovery', 'document-collection']],
    ['an auto repair shop fielding status calls', { industry: 'automotive', primaryGoals: ['Enhance Customer Experience'], painPoints: 'Customers keep calling asking if the car is ready', currentTools: 'Shopmonkey' },
      ['vehicle-repair-status'], ['treatment-aftercare-drip', 'class-waitlist-reminders']],
    ['a tutoring school with slow enrollment', { industry: 'education', primaryGoals: ['Increase Sales & Revenue'], painPoints: 'Parents send inquiries and we lose them before the trial class' },
      ['student-enrollment-drip'], ['abandoned-cart-recovery', 'vehicle-repair-status']],
    ['a design studio writing proposals by hand', { industry: 'design-studio', primaryGoals: ['Increase Sales & Revenue', 'Reduce Manual Work'], painPoints: 'Hours writing each proposal and scope', currentTools: 'Notion, PandaDoc' },
      ['proposal-generator'], ['patient-intake-forms', 'reservation-manager']],
  ])('%s', (_name, profile, offered, notOffered) => {
    const ids = idsFor(profile);
    for (const id of offered) expect(ids).toContain(id);
    for (const id of notOffered) expect(ids).not.toContain(id);
  });

  it('offers a workflow outside its industries when the business names its tool, and not otherwise', () => {
    const coach = { industry: 'professional-services', primaryGoals: ['Increase Sales & Revenue'] } satisfies Partial<BusinessProfile>;
    expect(idsFor({ ...coach, currentTools: 'Instagram, Calendly' })).toContain('instagram-dm-autoresponder');
    expect(idsFor(coach)).not.toContain('instagram-dm-autoresponder');
    const boutique = { industry: 'retail', primaryGoals: ['Reduce Manual Work'] } satisfies Partial<BusinessProfile>;
    expect(idsFor({ ...boutique, currentTools: 'QuickBooks Online' })).toContain('invoice-payment-reminders');
    expect(idsFor(boutique)).not.toContain('invoice-payment-reminders');
    // Naming Shopify does not turn a dental practice into a shop: cart recovery is for retail only.
    expect(idsFor({ industry: 'dental', currentTools: 'Shopify' })).not.toContain('abandoned-cart-recovery');
  });

  it('reads pain points by words: "admin" is not a DM, "Squarespace" is not Square', () => {
    expect(idsFor({ industry: 'med-spa', painPoints: 'Too much admin work' })).not.toContain('instagram-dm-autoresponder');
    expect(idsFor({ industry: 'med-spa', painPoints: 'Too many DMs to answer' })).toContain('instagram-dm-autoresponder');
    const salon = { industry: 'salon', primaryGoals: ['Reduce Manual Work', 'Enhance Customer Experience'] } satisfies Partial<BusinessProfile>;
    // Loyalty offers plug into Square: naming it earns them a place, naming Squarespace does not.
    expect(idsFor({ ...salon, currentTools: 'Square' })).toContain('birthday-loyalty-offers');
    expect(idsFor({ ...salon, currentTools: 'Squarespace' })).not.toContain('birthday-loyalty-offers');
  });

  it('puts what the pain points name first, with high impact', () => {
    const [first] = suggestWorkflows(business({ industry: 'retail', primaryGoals: ['Increase Sales & Revenue'], painPoints: 'abandoned carts', currentTools: 'Shopify' }));
    expect(first).toMatchObject({ id: 'abandoned-cart-recovery', impact: 'high' });
  });

  it('shows high impact first, then medium, then low, even before a closer fit', () => {
    const order = { high: 0, medium: 1, low: 2 };
    const inOrder = (suggestions: WorkflowSuggestion[]) => {
      const impacts = suggestions.map((s) => order[s.impact]);
      expect(impacts).toEqual([...impacts].sort((a, b) => a - b));
    };
    inOrder(suggestWorkflows(business({ industry: 'dental', painPoints: 'no-shows' })));
    // The dashboard is a general workflow (a weaker fit for a dental practice than its own), but it is the need named.
    const candidates = candidateWorkflows(business({ industry: 'dental', primaryGoals: ['Reduce Manual Work', 'Enhance Customer Experience'], currentTools: 'Dentrix', painPoints: 'Our numbers live in a spreadsheet' }));
    expect(candidates[0]).toMatchObject({ id: 'kpi-dashboard', impact: 'high' });
    inOrder(candidates);
  });

  it('does not offer team-sized workflows to a one-person business', () => {
    for (const industry of IndustrySlugs) {
      const ids = idsFor({ industry, companySize: 'Solo', primaryGoals: [...Goals], painPoints: 'phone calls after hours, hiring new staff' });
      expect(ids).not.toContain('ai-phone-receptionist');
      expect(ids).not.toContain('employee-onboarding');
    }
  });
});

describe('shape of the answer', () => {
  it.each(IndustrySlugs)('%s gets 3 to 6 valid suggestions with unique ids', (industry) => {
    for (const companySize of CompanySizes) {
      const suggestions = suggestWorkflows(business({ industry, companySize }));
      expect(suggestions.length).toBeGreaterThanOrEqual(SUGGESTIONS_MIN);
      expect(suggestions.length).toBeLessThanOrEqual(SUGGESTIONS_MAX);
      for (const s of suggestions) expect(WorkflowSuggestion.parse(s)).toEqual(s);
      expect(new Set(suggestions.map((s) => s.id)).size).toBe(suggestions.length);
    }
  });

  it('offers up to 6 when many workflows fit well', () => {
    expect(idsFor({ industry: 'med-spa', primaryGoals: [...Goals], painPoints: 'DMs, no-shows, reviews, booking by phone' })).toHaveLength(SUGGESTIONS_MAX);
  });

  it('answers the same input the same way', () => {
    const profile = business({ industry: 'salon', primaryGoals: ['Enhance Customer Experience', 'Increase Sales & Revenue'], painPoints: 'no-shows and instagram DMs' });
    expect(suggestWorkflows(profile)).toEqual(suggestWorkflows(structuredClone(profile)));
  });

  it('prices by company size: a bigger business pays more, a solo owner less', () => {
    const priceOf = (companySize: BusinessProfile['companySize']) =>
      suggestWorkflows(business({ industry: 'dental', companySize })).find((s) => s.id === 'appointment-reminders')!;
    const [solo, small, medium, large] = CompanySizes.map(priceOf);
    expect(small).toMatchObject({ setupCost: 60000, monthlyCost: 6000 });
    expect(solo.setupCost).toBeLessThan(small.setupCost);
    expect(medium.setupCost).toBeGreaterThan(small.setupCost);
    expect(large.setupCost).toBeGreaterThan(medium.setupCost);
    expect(large.monthlyCost).toBeGreaterThan(solo.monthlyCost);
    // Whole $50 setup and whole $5 monthly prices.
    for (const s of [solo, small, medium, large]) {
      expect(s.setupCost % 5000).toBe(0);
      expect(s.monthlyCost % 500).toBe(0);
    }
  });
});
