import { BOOKING_PAGE_PATH, ServerMessage, type OpenSlot } from '@biz/contracts';
import { Button, Card, CardContent, Input, Notice, PageHeader, type PageHeaderProps } from '@biz/ui-kit';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CompanySizeSelect, IndustrySelect, PrimaryGoalsFieldset } from '../intake/business-fields';
import { idempotencyKeys } from '../intake/idempotency-key';
import { failureOf, useBookCall, useNewLead, useOpenSlots } from './booking-api';
import { SlotPicker } from './slot-picker';
import { visitorZone, whenLabel } from './slot-times';
import { blankStrangerForm, checkBooking, checkBookingByEmail, checkNewLead, formErrorsOf, isUnknownEmail, type BookingFieldErrors, type StrangerForm } from './booking-form';

/** What the wizard hands over when it opens this page: its submission (the visitor is known) and who to greet. */
export interface WizardVisitor {
  submissionId: string;
  businessName: string;
  contactEmail: string;
}

const isWizardVisitor = (state: unknown): state is WizardVisitor => typeof state === 'object' && state !== null && typeof (state as WizardVisitor).submissionId === 'string';

/**
 * The site's booking page (issue 30): the agency's open slots, pick one, confirm. A visitor who just
 * finished the wizard is known by the submission id the wizard passed in the page's history state (never
 * the URL): two clicks. Anyone else types name, email and business name once; an email new to us makes the
 * same form ask the intake's required questions, and the confirm makes the business a lead, then books on
 * it. Once the lead is made the page holds its submission, so a refused time is picked again, not retyped.
 */
export function BookCallPage() {
  const { state } = useLocation();
  const wizard = isWizardVisitor(state) ? state : null;
  const open = useOpenSlots();
  const book = useBookCall();
  const newLead = useNewLead();
  const [keyFor] = useState(idempotencyKeys);
  const [slot, setSlot] = useState<OpenSlot | null>(null);
  const [form, setForm] = useState<StrangerForm>(blankStrangerForm);
  const [askAboutBusiness, setAskAboutBusiness] = useState(false);
  const [lead, setLead] = useState<WizardVisitor | null>(null);
  const [fieldErrors, setFieldErrors] = useState<BookingFieldErrors>({});
  const known = wizard ?? lead;
  const bookFailure = failureOf(book.error);
  // The unknown email is no error to show: it is the page's cue to ask about the business.
  const failure = failureOf(newLead.error, 'We could not save your details. Please try again.') ?? (isUnknownEmail(bookFailure?.fields) ? null : bookFailure);
  const errorOf = (field: keyof StrangerForm) => fieldErrors[field] ?? (failure ? formErrorsOf(failure.fields)[field] : undefined);
  // A field's message goes as soon as the visitor changes it (its check runs again on confirm).
  function edit(change: Partial<StrangerForm>) {
    setForm({ ...form, ...change });
    setFieldErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([field]) => !(field in change))));
  }

  function confirm() {
    if (!slot) return;
    const { startsAt } = slot;
    if (!known && askAboutBusiness) return bookAsNewLead(startsAt);
    // The lead made here also names who booked (the call's note); the wizard's visitor stays unnamed, as before.
    const checked = known ? checkBooking({ submissionId: known.submissionId, ...(lead ? { name: form.name } : {}), startsAt }) : checkBookingByEmail(form, startsAt);
    setFieldErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) book.mutate(checked.request, { onError: (error) => setAskAboutBusiness(isUnknownEmail(failureOf(error)?.fields)) });
  }

  /** The business becomes a lead (once: a retry with the same answers reuses the key), then the call is booked on it. */
  function bookAsNewLead(startsAt: string) {
    const checked = checkNewLead(form, startsAt);
    setFieldErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    const { request } = checked;
    newLead.mutate(
      { ...request, idempotencyKey: keyFor(request) },
      {
        onSuccess: ({ client }) => {
          setLead({ submissionId: client.id, businessName: client.businessName, contactEmail: request.contactEmail });
          book.mutate({ submissionId: client.id, name: form.name.trim(), startsAt });
        },
      },
    );
  }

  if (book.data) {
    const email = known?.contactEmail ?? form.email;
    return (
      <BookingFrame title="Your call is booked" description={`${whenLabel(book.data.startsAt, visitorZone())}, 30 minutes on video.`}>
        <Notice title="The invite is on its way" tone="success">
          We are emailing the calendar invite to {email}, with the meeting link and links to move or cancel the call.
        </Notice>
        <a href={book.data.meetingLink} className="text-sm font-medium break-all text-brand-700 underline" target="_blank" rel="noopener noreferrer">
          Meeting link: {book.data.meetingLink}
        </a>
      </BookingFrame>
    );
  }

  const busy = book.isPending || newLead.isPending;
  return (
    <BookingFrame page={BOOKING_PAGE_PATH} description="30 minutes on video with an automation specialist: your plan, its timeline and its costs.">
      {known ? <p className="text-sm text-ink-muted">Booking for <strong className="text-ink">{known.businessName}</strong> ({known.contactEmail}).</p> : null}
      {open.data ? <SlotPicker open={open.data} selected={slot} onPick={setSlot} /> : <p className="text-sm text-ink-muted">{open.isError ? 'The calendar could not be loaded. Please try again in a moment.' : 'Loading the free times…'}</p>}
      {known ? null : (
        <div className="grid gap-3 sm:grid-cols-3">
          <Input label="Your name" autoComplete="name" value={form.name} error={errorOf('name')} onChange={(e) => edit({ name: e.target.value })} />
          <Input label="Email" type="email" autoComplete="email" value={form.email} error={errorOf('email')} onChange={(e) => edit({ email: e.target.value })} />
          <Input label="Business name" autoComplete="organization" value={form.businessName} error={errorOf('businessName')} onChange={(e) => edit({ businessName: e.target.value })} />
        </div>
      )}
      {askAboutBusiness && !known ? (
        <section aria-label="About your business" className="flex flex-col gap-4">
          <Notice title="New here? Tell us about your business">{ServerMessage.unknownBookingEmail}</Notice>
          <div className="grid gap-3 sm:grid-cols-2">
            <IndustrySelect value={form.industry} error={errorOf('industry')} onChange={(e) => edit({ industry: e.target.value })} />
            <CompanySizeSelect value={form.companySize} error={errorOf('companySize')} onChange={(e) => edit({ companySize: e.target.value })} />
          </div>
          <PrimaryGoalsFieldset
            error={errorOf('primaryGoals')}
            checkbox={(goal) => ({ checked: form.primaryGoals.includes(goal), onChange: (e) => edit({ primaryGoals: e.target.checked ? [...form.primaryGoals, goal] : form.primaryGoals.filter((g) => g !== goal) }) })}
          />
        </section>
      ) : null}
      {failure && !Object.keys(failure.fields).some((field) => field !== 'startsAt') ? (
        <div role="alert">
          <Notice title={newLead.error ? 'Your details did not go through' : 'That time did not work'} tone="warning">
            {failure.message}
          </Notice>
        </div>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink" aria-live="polite">
          {slot ? `Your pick: ${whenLabel(slot.startsAt, visitorZone())}` : 'Pick a time above.'}
        </p>
        <Button size="lg" disabled={!slot || busy} onClick={confirm}>
          {busy ? 'Booking…' : 'Confirm booking'}
        </Button>
      </div>
    </BookingFrame>
  );
}

/** The booking pages' frame: a heading and one card. */
export function BookingFrame({ children, ...header }: PageHeaderProps & { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <PageHeader {...header} />
      <Card>
        <CardContent className="flex flex-col gap-5">{children}</CardContent>
      </Card>
    </div>
  );
}
