import { BookCallRequest, type OpenSlot } from '@biz/contracts';
import { Button, Card, CardContent, Input, Notice, PageHeader } from '@biz/ui-kit';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { failureOf, useBookCall, useOpenSlots } from './booking-api';
import { SlotPicker } from './slot-picker';
import { visitorZone, whenLabel } from './slot-times';

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
 * the URL): two clicks. Anyone else types name, email and business name once.
 */
export function BookCallPage() {
  const { state } = useLocation();
  const wizard = isWizardVisitor(state) ? state : null;
  const open = useOpenSlots();
  const book = useBookCall();
  const [slot, setSlot] = useState<OpenSlot | null>(null);
  const [typed, setTyped] = useState({ name: '', email: '', businessName: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const failure = failureOf(book.error);

  function confirm() {
    if (!slot) return;
    const request = wizard ? { submissionId: wizard.submissionId, startsAt: slot.startsAt } : { ...typed, startsAt: slot.startsAt };
    const parsed = BookCallRequest.safeParse(request);
    if (!parsed.success) {
      setFieldErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setFieldErrors({});
    book.mutate(parsed.data);
  }

  if (book.data) {
    const email = wizard?.contactEmail ?? typed.email;
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

  return (
    <BookingFrame title="Book your strategy call" description="30 minutes on video with an automation specialist: your plan, its timeline and its costs.">
      {wizard ? <p className="text-sm text-ink-muted">Booking for <strong className="text-ink">{wizard.businessName}</strong> ({wizard.contactEmail}).</p> : null}
      {open.data ? <SlotPicker open={open.data} selected={slot} onPick={setSlot} /> : <p className="text-sm text-ink-muted">{open.isError ? 'The calendar could not be loaded. Please try again in a moment.' : 'Loading the free times…'}</p>}
      {wizard ? null : (
        <div className="grid gap-3 sm:grid-cols-3">
          <Input label="Your name" autoComplete="name" value={typed.name} error={fieldErrors.name ?? failure?.fields.name?.[0]} onChange={(e) => setTyped({ ...typed, name: e.target.value })} />
          <Input label="Email" type="email" autoComplete="email" value={typed.email} error={fieldErrors.email ?? failure?.fields.email?.[0]} onChange={(e) => setTyped({ ...typed, email: e.target.value })} />
          <Input label="Business name" autoComplete="organization" value={typed.businessName} error={fieldErrors.businessName ?? failure?.fields.businessName?.[0]} onChange={(e) => setTyped({ ...typed, businessName: e.target.value })} />
        </div>
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
          {slot ? `Your pick: ${whenLabel(slot.startsAt, visitorZone())}` : 'Pick a time above.'}
        </p>
        <Button size="lg" disabled={!slot || book.isPending} onClick={confirm}>
          {book.isPending ? 'Booking…' : 'Confirm booking'}
        </Button>
      </div>
    </BookingFrame>
  );
}

/** The booking pages' frame: a heading and one card. */
export function BookingFrame({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <PageHeader title={title} description={description} />
      <Card>
        <CardContent className="flex flex-col gap-5">{children}</CardContent>
      </Card>
    </div>
  );
}
