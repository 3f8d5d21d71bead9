import { intakeValuesFrom } from './intake-form-values';

describe('reading the intake form', () => {
  it('takes every field by name, all the checked goals, and blanks for what was left out', () => {
    const data = new FormData();
    data.append('businessName', 'Happy Paws');
    data.append('industry', 'dog-care');
    data.append('primaryGoals', 'Scale Operations');
    data.append('primaryGoals', 'Reduce Manual Work');
    expect(intakeValuesFrom(data)).toEqual({
      businessName: 'Happy Paws',
      contactEmail: '',
      industry: 'dog-care',
      companySize: '',
      monthlyRevenue: '',
      primaryGoals: ['Scale Operations', 'Reduce Manual Work'],
      currentTools: '',
      painPoints: '',
      website: '',
    });
  });
});
