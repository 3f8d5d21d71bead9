import { ServerMessage, ValidationMessage as M } from '@biz/contracts';
import { blankStrangerForm, checkBooking, checkBookingByEmail, checkNewLead, formErrorsOf, isUnknownEmail } from './booking-form';

const startsAt = '2026-11-02T15:00:00.000Z';
const typed = { ...blankStrangerForm, name: 'Ann Lee', email: 'ann@new-dental.example', businessName: 'New Dental' };
const answered = { ...typed, industry: 'dental', companySize: 'Small Team (2-10)', primaryGoals: ['Reduce Manual Work'] };

describe('the booking form of a visitor without the wizard', () => {
  it('books by the typed email once name, email and business name are given', () => {
    expect(checkBookingByEmail(typed, startsAt)).toEqual({ ok: true, request: { name: 'Ann Lee', email: 'ann@new-dental.example', businessName: 'New Dental', startsAt } });
    expect(checkBookingByEmail({ ...blankStrangerForm, email: 'not-an-email' }, startsAt)).toEqual({ ok: false, errors: { name: M.nameRequired, email: M.validEmailRequired, businessName: M.businessNameRequired } });
  });

  it('asks about the business only for the answer that the email is new, not for a malformed one', () => {
    expect(isUnknownEmail({ email: [ServerMessage.unknownBookingEmail] })).toBe(true);
    expect(isUnknownEmail({ email: [M.validEmailRequired] })).toBe(false);
    expect(isUnknownEmail({ startsAt: ['Choose one of the offered times.'] })).toBe(false);
    expect(isUnknownEmail(undefined)).toBe(false);
  });

  it('makes the lead the wizard would make from the same answers, the email as its contact email', () => {
    const checked = checkNewLead(answered, startsAt);
    expect(checked).toEqual({ ok: true, request: { businessName: 'New Dental', contactEmail: 'ann@new-dental.example', industry: 'dental', companySize: 'Small Team (2-10)', primaryGoals: ['Reduce Manual Work'] } });
  });

  it("shows SPEC's intake messages on each field left out, with the booking's own", () => {
    expect(checkNewLead({ ...typed, name: ' ', email: 'ann@' }, startsAt)).toEqual({
      ok: false,
      errors: { name: M.nameRequired, email: M.validEmailRequired, industry: M.industryRequired, companySize: M.companySizeRequired, primaryGoals: M.selectAtLeastOneGoal },
    });
    expect(checkNewLead({ ...answered, primaryGoals: [] }, startsAt)).toEqual({ ok: false, errors: { primaryGoals: M.selectAtLeastOneGoal } });
  });

  it("puts the intake's field errors of a 400 on the form's fields", () => {
    expect(formErrorsOf({ contactEmail: [M.validEmailRequired, 'second'], industry: [M.industryRequired] })).toEqual({ email: M.validEmailRequired, industry: M.industryRequired });
  });

  it('books the lead made on the page by its submission, with the name that goes on the call', () => {
    const submissionId = '0b7c2c1e-8d4a-4c55-9a57-1f0f5e0f7a11';
    expect(checkBooking({ submissionId, name: 'Ann Lee', startsAt })).toEqual({ ok: true, request: { submissionId, name: 'Ann Lee', startsAt } });
    expect(checkBooking({ submissionId, startsAt: 'tomorrow' })).toEqual({ ok: false, errors: { startsAt: 'Choose one of the offered times.' } });
  });
});
