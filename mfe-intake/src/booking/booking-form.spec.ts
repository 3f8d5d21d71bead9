import { ValidationMessage as M } from '@biz/contracts';
import { blankStrangerForm, checkBooking, checkBookingByEmail, formErrorsOf } from './booking-form';

const startsAt = '2026-11-02T15:00:00.000Z';
const answers = { industry: 'dental', companySize: 'Solo', primaryGoals: ['Reduce Manual Work'] } as const;
const typed = { name: 'Ann Lee', email: 'ann@new-dental.example', businessName: 'New Dental', ...answers, primaryGoals: [...answers.primaryGoals] };

describe('the booking form of a visitor without the wizard', () => {
  it("books by the typed email only once name, email, business name and the wizard's required answers are all given", () => {
    expect(checkBookingByEmail(typed, startsAt)).toEqual({ ok: true, request: { name: 'Ann Lee', email: 'ann@new-dental.example', businessName: 'New Dental', ...answers, startsAt } });
    expect(checkBookingByEmail({ ...blankStrangerForm, email: 'not-an-email' }, startsAt)).toEqual({
      ok: false,
      errors: { name: M.nameRequired, email: M.validEmailRequired, businessName: M.businessNameRequired, industry: M.industryRequired, companySize: M.companySizeRequired, primaryGoals: M.selectAtLeastOneGoal },
    });
    expect(checkBookingByEmail({ ...typed, businessName: ' ' }, startsAt)).toEqual({ ok: false, errors: { businessName: M.businessNameRequired } });
  });

  it("puts a 400's first field errors on the form's fields", () => {
    expect(formErrorsOf({ email: [M.validEmailRequired, 'second'], startsAt: ['Choose one of the offered times.'] })).toEqual({ email: M.validEmailRequired, startsAt: 'Choose one of the offered times.' });
  });

  it("books the wizard's submission with nothing typed", () => {
    const submissionId = '0b7c2c1e-8d4a-4c55-9a57-1f0f5e0f7a11';
    expect(checkBooking({ submissionId, startsAt })).toEqual({ ok: true, request: { submissionId, startsAt } });
    expect(checkBooking({ submissionId, startsAt: 'tomorrow' })).toEqual({ ok: false, errors: { startsAt: 'Choose one of the offered times.' } });
  });
});
