import { CompanySizes, Goals, Industries, ValidationMessage } from '@biz/contracts';
import { emptyIntakeForm, type IntakeFormValues } from './intake-form-values';
import { checkIntake } from './intake-validation';

const complete: IntakeFormValues = {
  ...emptyIntakeForm,
  businessName: ' Happy Paws ',
  contactEmail: 'owner@happypaws.example',
  industry: Industries[2].slug,
  companySize: CompanySizes[0],
  primaryGoals: [Goals[3]],
};

describe('checking the business details before they are sent', () => {
  it('shows the SPEC §5 message under every required field of an empty form', () => {
    expect(checkIntake(emptyIntakeForm)).toEqual({
      ok: false,
      errors: {
        businessName: ValidationMessage.businessNameRequired,
        contactEmail: ValidationMessage.validEmailRequired,
        industry: ValidationMessage.industryRequired,
        companySize: ValidationMessage.companySizeRequired,
        primaryGoals: ValidationMessage.selectAtLeastOneGoal,
      },
    });
  });

  it('refuses an email without a domain, and nothing else', () => {
    expect(checkIntake({ ...complete, contactEmail: 'owner@' })).toEqual({ ok: false, errors: { contactEmail: ValidationMessage.validEmailRequired } });
  });

  it('sends a complete form trimmed, leaving out the optional answers left empty', () => {
    const check = checkIntake({ ...complete, currentTools: '   ' });
    expect(check).toEqual({
      ok: true,
      request: { businessName: 'Happy Paws', contactEmail: 'owner@happypaws.example', industry: 'dog-care', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] },
    });
  });
});
