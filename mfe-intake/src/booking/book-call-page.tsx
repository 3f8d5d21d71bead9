import { BOOKING_PAGE_PATH, ServerMessage, type HeldCall, type OpenSlot } from '@biz/contracts';
import { Button, Card, CardContent, formatDate, Input, Notice, PageHeader, type PageHeaderProps } from '@biz/ui-kit';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CompanySizeSelect, IndustrySelect, PrimaryGoalsFieldset } from '../intake/business-fields';
import { failureOf, useBookCall, useOpenSlots } from './booking-api';
import { SlotPicker } from './slot-picker';
import { visitorZone } from './slot-times';
import { checkBooking, checkBookingByEmail, blankStrangerForm, formErrorsOf, type BookingFieldErrors, type StrangerForm } from './booking-form';

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
 * the URL): two clicks, and the call is booked. Anyone else types who they are and the wizard's required
 * answers about the business; the time is then held until the call is confirmed from that inbox, and the page says the same whatever the email
 * (decision 043): it tells nobody which addresses we know.
 */
export function BookCallPage() {
  const { state } = useLocation();
  const known = isWizardVisitor(state) ? state : null;
  const open = useOpenSlots();
  const book = useBookCall();
  const [slot, setSlot] = useState<OpenSlot | null>(null);
  const [form, setForm] = useState<StrangerForm>(blankStrangerForm);
  const [fieldErrors, setFieldErrors] = useState<BookingFieldErrors>({});
  const failure = failureOf(book.error);
  const errorOf = (field: keyof StrangerForm) => fieldErrors[field] ?? (failure ? formErrorsOf(failure.fields)[field] : undefined);
  // A field's message goes as soon as the visitor changes it (its check runs again on confirm).
  function edit(change: Partial<StrangerForm>) {
    setForm({ ...form, ...change });
    setFieldErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([field]) => !(field in change))));
  }

  function confirm() {
    if (!slot) return;
    const { startsAt } = slot;
    const checked = known ? checkBooking({ submissionId: known.submissionId, startsAt }) : checkBookingByEmail(form, startsAt);
    setFieldErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) book.mutate(checked.request);
  }

  if (book.data?.status === 'held') return <HeldScreen held={book.data} email={form.email.trim()} />;
  if (book.data) {
    return (
      <BookingFrame title="Your call is booked" description={`${formatDate(book.data.startsAt, 'longWeekdayTimeWithZone', visitorZone())}, 30 minutes on video.`}>
        <Notice title="The invite is on its way" tone="success">
          We are emailing the calendar invite to {known?.contactEmail}, with the meeting link and links to move or cancel the call.
        </Notice>
        <a href={book.data.meetingLink} className="text-sm font-medium break-all text-brand-700 underline" target="_blank" rel="noopener noreferrer">
          Meeting link: {book.data.meetingLink}
        </a>
      </BookingFrame>
    );
  }

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
      {known ? null : (
        <section aria-label="About your business" className="flex flex-col gap-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <IndustrySelect value={form.industry} error={errorOf('industry')} onChange={(e) => edit({ industry: e.target.value })} />
            <CompanySizeSelect value={form.companySize} error={errorOf('companySize')} onChange={(e) => edit({ companySize: e.target.value })} />
          </div>
          <PrimaryGoalsFieldset
            error={errorOf('primaryGoals')}
            checkbox={(goal) => ({ checked: form.primaryGoals.includes(goal), onChange: (e) => edit({ primaryGoals: e.target.checked ? [...form.primaryGoals, goal] : form.primaryGoals.filter((g) => g !== goal) }) })}
          />
        </section>
      )}
      {failure && !Object.keys(failure.fields).some((field) => field !== 'startsAt') ? (
        <div role="alert">
          <Notice title="That time did not work" tone="warning">
            {failure.message}
          </Notice>
        </div>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink" aria-live="polite">
          {slot ? `Your pick: ${formatDate(slot.startsAt, 'longWeekdayTimeWithZone', visitorZone())}` : 'Pick a time above.'}
        </p>
        <Button size="lg" disabled={!slot || book.isPending} onClick={confirm}>
          {book.isPending ? 'Booking…' : 'Confirm booking'}
        </Button>
      </div>
    </BookingFrame>
  );
}

/** A booking by a typed email: the time is kept while the visitor goes to that inbox; no meeting link yet. */
function HeldScreen({ held, email }: { held: HeldCall; email: string }) {
  const zone = visitorZone();
  return (
    <BookingFrame title={ServerMessage.callHeldTitle} description={`${formatDate(held.startsAt, 'longWeekdayTimeWithZone', zone)}, 30 minutes on video.`}>
      <Notice title={`We sent the link to ${email}`} tone="success">
        {ServerMessage.callHeld}
      </Notice>
      <p className="text-sm text-ink">The time is kept for you until {formatDate(held.holdExpiresAt, 'time', zone)}.</p>
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
