import { BookCallRequest } from '@biz/contracts';

// The booking page's form checks. A visitor who arrives without the wizard types who they are and the
// wizard's required answers about the business (a lead is made of them if the email is new); the booking then
// waits for that inbox (decision 043), so the page asks the same of every visitor.

/** The booking form of a visitor without a submission: who they are and their business. */
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

/** The first message of each field of a 400, on the form's fields. */
export const formErrorsOf = (fields: Record<string, string[]>): BookingFieldErrors => Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0]]));

/** A booking, checked with the contracts schema: by the wizard's submission or by the typed email. */
export function checkBooking(request: Record<string, unknown>): Checked<BookCallRequest> {
  const parsed = BookCallRequest.safeParse(request);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: BookingFieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0]) as keyof BookingFieldErrors] ??= issue.message;
  return { ok: false, errors };
}

/** The typed form as the contract's request: an empty select is no answer, so its own message shows. */
export const checkBookingByEmail = (form: StrangerForm, startsAt: string) =>
  checkBooking({ ...form, industry: form.industry || undefined, companySize: form.companySize || undefined, primaryGoals: form.primaryGoals.length ? form.primaryGoals : undefined, startsAt });
