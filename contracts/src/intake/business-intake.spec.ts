import { BusinessIntakeRequest } from './business-intake';
import { WorkflowSelectionRequest } from './workflow-selection';
import { exampleIntake, exampleSuggestion, SUBMISSION_ID } from '../testing/api-examples.fixture';
import { fieldErrors } from '../testing/field-errors.fixture';
import { Goals, IndustrySlugs, CompanySizes, MonthlyRevenueRanges } from '../constants';

describe('intake form (SPEC §5)', () => {
  it('accepts a complete submission, trimming the business name', () => {
    const parsed = BusinessIntakeRequest.parse({ ...exampleIntake, businessName: '  Glow Med Spa ' });
    expect(parsed.businessName).toBe('Glow Med Spa');
  });

  it('accepts a submission without the optional revenue, tools and pain points', () => {
    const { monthlyRevenue: _r, currentTools: _t, painPoints: _p, ...required } = exampleIntake;
    expect(fieldErrors(BusinessIntakeRequest, required)).toEqual({});
  });

  it('accepts every industry slug, company size, revenue range and goal option', () => {
    for (const industry of IndustrySlugs) expect(fieldErrors(BusinessIntakeRequest, { ...exampleIntake, industry })).toEqual({});
    for (const companySize of CompanySizes) expect(fieldErrors(BusinessIntakeRequest, { ...exampleIntake, companySize })).toEqual({});
    for (const monthlyRevenue of MonthlyRevenueRanges) expect(fieldErrors(BusinessIntakeRequest, { ...exampleIntake, monthlyRevenue })).toEqual({});
    expect(fieldErrors(BusinessIntakeRequest, { ...exampleIntake, primaryGoals: [...Goals] })).toEqual({});
  });

  it.each([
    ['an empty business name', { businessName: '' }, 'businessName', 'Business name is required'],
    ['a blank business name', { businessName: '   ' }, 'businessName', 'Business name is required'],
    ['no business name', { businessName: undefined }, 'businessName', 'Business name is required'],
    ['an invalid email', { contactEmail: 'owner@' }, 'contactEmail', 'Valid email is required'],
    ['no email', { contactEmail: undefined }, 'contactEmail', 'Valid email is required'],
    ['no industry', { industry: '' }, 'industry', 'Industry is required'],
    ['an unknown industry', { industry: 'space-travel' }, 'industry', 'Industry is required'],
    ['no company size', { companySize: undefined }, 'companySize', 'Company size is required'],
    ['an unknown company size', { companySize: 'Huge' }, 'companySize', 'Company size is required'],
    ['no goals', { primaryGoals: [] }, 'primaryGoals', 'Select at least one goal'],
    ['a missing goals list', { primaryGoals: undefined }, 'primaryGoals', 'Select at least one goal'],
  ])('rejects %s with the spec message on that field only', (_case, change, field, message) => {
    expect(fieldErrors(BusinessIntakeRequest, { ...exampleIntake, ...change })).toEqual({ [field]: [message] });
  });
});

describe('workflow selection (SPEC §5)', () => {
  it('accepts one chosen workflow', () => {
    expect(fieldErrors(WorkflowSelectionRequest, { clientId: SUBMISSION_ID, selectedWorkflows: [exampleSuggestion] })).toEqual({});
  });

  it('needs at least one workflow', () => {
    expect(fieldErrors(WorkflowSelectionRequest, { clientId: SUBMISSION_ID, selectedWorkflows: [] })).toEqual({
      selectedWorkflows: ['Please select at least one workflow to continue.'],
    });
  });

  it('refuses a fractional price and an unknown impact level', () => {
    const errors = fieldErrors(WorkflowSelectionRequest, {
      clientId: SUBMISSION_ID,
      selectedWorkflows: [{ ...exampleSuggestion, setupCost: 500.5, impact: 'huge' }],
    });
    expect(Object.keys(errors).sort()).toEqual(['selectedWorkflows.0.impact', 'selectedWorkflows.0.setupCost']);
  });
});
