import { BookCallRequest, ServerMessage, type BusinessIntakeRequest } from '@biz/contracts';
import { emptyIntakeForm } from '../intake/intake-form-values';
import { checkIntake } from '../intake/intake-validation';

// The booking page's form checks. A visitor who arrives at the booking page without the wizard types who they are once. Known by email,
// they book with it; an email the intake has never seen makes the same form ask the intake's required
// questions, so the business becomes a lead and its call lands on its record in one pass.

/** The booking form of a visitor without a submission: who they are, then (a new email) their business. */
export interface StrangerForm {
  name: string;
  email: string;
  businessName: string;
  industry: string;
  companySize: string;
  primaryGoals: string[];
}

export const blankStrangerForm: StrangerForm = { name: '', email: '', businessName: '', industry: '', companySize: '', primaryGoals: [] };

/** A message per field of the form (the first one), or on the picked time. */
export type BookingFieldErrors = Partial<Record<keyof StrangerForm | 'startsAt', string>>;

export type Checked<T> = { ok: true; request: T } | { ok: false; errors: BookingFieldErrors };

/** The booking's answer that no submission has this email yet: the page then asks about the business. */
export const isUnknownEmail = (fields: Record<string, string[]> | undefined) => fields?.email?.[0] === ServerMessage.unknownBookingEmail;

/** Messages on the form's fields: the intake calls the email `contactEmail`. */
function onForm(errors: Record<string, string | undefined>): BookingFieldErrors {
  const mapped: BookingFieldErrors = {};
  for (const [field, message] of Object.entries(errors)) if (message) mapped[(field === 'contactEmail' ? 'email' : field) as keyof BookingFieldErrors] ??= message;
  return mapped;
}

/** The first message of each field of a 400 (of the booking or of the intake), on the form's fields. */
export const formErrorsOf = (fields: Record<string, string[]>) => onForm(Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0]])));

/** A booking, checked with the contracts schema: by submission (the wizard's or the lead made here) or by the typed email. */
export function checkBooking(request: Partial<BookCallRequest>): Checked<BookCallRequest> {
  const parsed = BookCallRequest.safeParse(request);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors: onForm(errors) };
}

export const checkBookingByEmail = (form: StrangerForm, startsAt: string) => checkBooking({ name: form.name, email: form.email, businessName: form.businessName, startsAt });

/**
 * The lead a new visitor's form stands for, checked as the wizard checks it (SPEC §5's messages), along
 * with what the booking needs of them (the name goes on the call).
 */
export function checkNewLead(form: StrangerForm, startsAt: string): Checked<BusinessIntakeRequest> {
  const booking = checkBookingByEmail(form, startsAt);
  const { businessName, email: contactEmail, industry, companySize, primaryGoals } = form;
  const intake = checkIntake({ ...emptyIntakeForm, businessName, contactEmail, industry, companySize, primaryGoals });
  if (booking.ok && intake.ok) return intake;
  return { ok: false, errors: { ...(intake.ok ? {} : onForm(intake.errors)), ...(booking.ok ? {} : booking.errors) } };
}
