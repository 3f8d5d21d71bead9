import { BOOKING_PAGE_PATH } from '@biz/contracts';
import { Card, CardContent, NumberedSteps, Progress, buttonClasses } from '@biz/ui-kit';
import { Link } from 'react-router';
import type { WizardVisitor } from '../booking/book-call-page';
import { bookingLink, useAppConfig } from './app-config-api';

const nextSteps = [
  // In the order it happens (issue 46): the plan is written at once, and a person reviews it with the visitor on a call.
  { title: 'You get your implementation plan', text: 'A note now, then a written plan with the timeline and costs of every automation you picked, by email as a PDF.' },
  { title: 'We go through it with you', text: 'An automation specialist reviews it against your business on a strategy call: book one below.' },
  { title: 'We build and launch', text: 'We set everything up on your accounts, test it with you and go live.' },
];

const externalIcon = (
  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
    <path d="M6.22 8.72a.75.75 0 0 0 1.06 1.06l5.22-5.22v1.69a.75.75 0 0 0 1.5 0v-3.5a.75.75 0 0 0-.75-.75h-3.5a.75.75 0 0 0 0 1.5h1.69L6.22 8.72Z" />
    <path d="M3.5 6.75c0-.69.56-1.25 1.25-1.25H7A.75.75 0 0 0 7 4H4.75A2.75 2.75 0 0 0 2 6.75v8.5A2.75 2.75 0 0 0 4.75 18h8.5A2.75 2.75 0 0 0 16 15.25V13a.75.75 0 0 0-1.5 0v2.25c0 .69-.56 1.25-1.25 1.25h-8.5c-.69 0-1.25-.56-1.25-1.25v-8.5Z" />
  </svg>
);

/**
 * The site's own booking page, which knows the visitor by the wizard's submission (history state, never the
 * URL): pick a time, confirm. An agency with an external booking page (BOOKING_URL) gets that one instead,
 * in a new tab with the visitor's details filled in.
 */
function ScheduleCallLink({ submissionId, businessName, contactEmail }: WizardVisitor) {
  const config = useAppConfig();
  const external = config.data?.bookingUrl;
  if (external) {
    return (
      <a href={bookingLink(external, { name: businessName, email: contactEmail })} target="_blank" rel="noopener noreferrer" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        Schedule Strategy Call
        <span className="sr-only"> (opens in a new tab)</span>
        {externalIcon}
      </a>
    );
  }
  return (
    <Link to={BOOKING_PAGE_PATH} state={{ submissionId, businessName, contactEmail } satisfies WizardVisitor} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
      Schedule Strategy Call
    </Link>
  );
}

/** Step 3: the thank-you page with what happens next. */
export function Confirmation({ submissionId, businessName, contactEmail }: WizardVisitor) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6">
      <Progress value={100} label="Step 3 of 3: Done" showLabel />
      <div className="flex flex-col items-center gap-3 text-center">
        <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-accent-100 text-2xl text-accent-700">✓</span>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Thank You!</h1>
        <p className="max-w-xl text-ink-muted">
          We received the automations you chose for {businessName}. Your plan is on its way to {contactEmail}.
        </p>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-5">
          <h2 className="text-lg font-semibold text-ink">What happens next</h2>
          <NumberedSteps steps={nextSteps} />
          <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">Most clients are live within <strong>2-3 weeks</strong>.</p>
          <ScheduleCallLink submissionId={submissionId} businessName={businessName} contactEmail={contactEmail} />
        </CardContent>
      </Card>
    </div>
  );
}
