import { LockinLeadForm, LOCKIN_FORM_STORAGE_KEY, readStoredLockinFormData, LockinIndustries, LockinBusinessSizes, LockinAnnualRevenues, LockinTimelines } from './lockin-form';
import { Packages, packageFromQuery } from './package-catalog';
import { exampleLead } from '../testing/api-examples.fixture';
import { fieldErrors } from '../testing/field-errors.fixture';

const lead = exampleLead;

describe('lock-in lead form (SPEC §3, §5)', () => {
  it('accepts a complete lead without the optional marketing field', () => {
    expect(fieldErrors(LockinLeadForm, lead)).toEqual({});
    expect(fieldErrors(LockinLeadForm, { ...lead, currentMarketing: 'Instagram ads' })).toEqual({});
  });

  it('offers the spec option lists', () => {
    expect(LockinIndustries).toHaveLength(12);
    expect(LockinBusinessSizes).toEqual(['Solo Entrepreneur', 'Small Business (2-10 employees)', 'Medium Business (11-50 employees)', 'Large Business (50+ employees)']);
    expect(LockinAnnualRevenues[0]).toBe('Just starting (Under $50k/year)');
    expect(LockinTimelines[4]).toBe('Just exploring for now');
    for (const industry of LockinIndustries) expect(fieldErrors(LockinLeadForm, { ...lead, industry })).toEqual({});
  });

  it.each([
    [{ businessName: ' ' }, 'businessName', 'Business name is required'],
    [{ contactEmail: 'hello' }, 'contactEmail', 'Valid email is required'],
    [{ contactPhone: '555-1234' }, 'contactPhone', 'Valid phone number is required'],
    [{ contactPhone: undefined }, 'contactPhone', 'Valid phone number is required'],
    [{ industry: '' }, 'industry', 'Industry is required'],
    [{ businessType: '' }, 'businessType', 'Business type is required'],
    [{ currentRevenue: undefined }, 'currentRevenue', 'Revenue range is required'],
    [{ mainGoals: 'Grow it' }, 'mainGoals', 'Please describe your main goals'],
    [{ timeline: '' }, 'timeline', 'Timeline is required'],
  ])('%o → %s: %s', (change, field, message) => {
    expect(fieldErrors(LockinLeadForm, { ...lead, ...change })).toEqual({ [field]: [message] });
  });

  it('counts 10 characters of main goals as enough', () => {
    expect(fieldErrors(LockinLeadForm, { ...lead, mainGoals: 'More leads' })).toEqual({});
  });

  it('counts a 10-character phone as valid and 9 as not', () => {
    expect(fieldErrors(LockinLeadForm, { ...lead, contactPhone: '5551234567' })).toEqual({});
    expect(fieldErrors(LockinLeadForm, { ...lead, contactPhone: '555123456' })).toEqual({ contactPhone: ['Valid phone number is required'] });
  });
});

describe('stored lead data', () => {
  it('uses the spec key', () => {
    expect(LOCKIN_FORM_STORAGE_KEY).toBe('bizAutomateFormData');
  });

  it('reads back what the form saved, and nothing from garbage', () => {
    expect(readStoredLockinFormData(JSON.stringify(lead))).toEqual({
      businessName: 'Paws & Claws',
      industry: 'Other',
      timeline: 'ASAP (This week)',
      contactEmail: 'hello@pawsclaws.example',
      contactPhone: '(555) 123-4567',
    });
    expect(readStoredLockinFormData(null)).toEqual({});
    expect(readStoredLockinFormData('{not json')).toEqual({});
    expect(readStoredLockinFormData('[1,2]')).toEqual({});
    expect(readStoredLockinFormData(JSON.stringify({ businessName: 42, industry: 'Legal Services' }))).toEqual({ industry: 'Legal Services' });
  });
});

describe('sprint packages (SPEC §9)', () => {
  it('price Starter at $500 for 1 automation and Growth at $1,000 for 3', () => {
    expect(Packages.starter).toMatchObject({ priceCents: 50000, label: 'Starter Sprint - $500', automations: 1, payLabel: 'Complete Payment - $500', totalLabel: '$500.00' });
    expect(Packages.growth).toMatchObject({ priceCents: 100000, label: 'Growth Sprint - $1,000', automations: 3, payLabel: 'Complete Payment - $1,000', totalLabel: '$1,000.00', mostPopular: true });
  });

  it('reads the package from the query: growth only when it says growth', () => {
    expect(packageFromQuery('growth')).toBe('growth');
    expect(packageFromQuery('starter')).toBe('starter');
    expect(packageFromQuery('GROWTH')).toBe('starter');
    expect(packageFromQuery(null)).toBe('starter');
    expect(Packages[packageFromQuery('growth')].checkoutPath).toBe('/lockin/checkout/growth');
  });
});
