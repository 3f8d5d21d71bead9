import { BookCallRequest } from '@biz/contracts';

// The booking page's form checks. A visitor who arrives without the wizard types name, email and business
// name; the booking then waits for that inbox (decision 043), so the page asks the same of every visitor.

/** The booking form of a visitor without a submission: who they are. */
export interface StrangerForm {
  name: string;
  email: string;
  businessName: string;
}

export const blankStrangerForm: StrangerForm = { name: '', email: '', businessName: '' };

/** A message per field of the form (the first one), or on the picked time. */
export type BookingFieldErrors = Partial<Record<keyof StrangerForm | 'startsAt', string>>;

export type Checked<T> = { ok: true; request: T } | { ok: false; errors: BookingFieldErrors };

/** The first message of each field of a 400, on the form's fields. */
export const formErrorsOf = (fields: Record<string, string[]>): BookingFieldErrors => Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0]]));

/** A booking, checked with the contracts schema: by the wizard's submission or by the typed email. */
export function checkBooking(request: Partial<BookCallRequest>): Checked<BookCallRequest> {
  const parsed = BookCallRequest.safeParse(request);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: BookingFieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0]) as keyof BookingFieldErrors] ??= issue.message;
  return { ok: false, errors };
}

export const checkBookingByEmail = (form: StrangerForm, startsAt: string) => checkBooking({ name: form.name, email: form.email, businessName: form.businessName, startsAt });
