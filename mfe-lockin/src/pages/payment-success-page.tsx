import { Card, CardContent, CardHeader, CardTitle, Notice, NumberedSteps, PageHeader, buttonClasses } from '@biz/ui-kit';
import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { forgetCheckoutKeys } from '../checkout/checkout-key';
import { PaymentNotCompleted } from '../checkout/payment-not-completed';
import { returnOutcome } from '../checkout/payment-outcome';
import { useStoredSummary } from '../sprint/lead-storage';
import { StoredDetails } from '../sprint/stored-details';
import { useScrollToTop } from '../sprint/use-scroll-to-top';

const nextSteps = [
  { title: 'Confirmation email', text: 'Your receipt and next steps arrive within 5 minutes.' },
  { title: 'Discovery call', text: 'We reach out within 2 hours to book a short call.' },
  { title: 'Automation built', text: 'Your automation is built and tested within 24 hours.' },
  { title: 'Go live', text: 'We launch it with you, then support you for 30 days.' },
];

/** SPEC §2 /lockin/success: where the payment provider returns the buyer. */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const outcome = useMemo(() => returnOutcome(searchParams), [searchParams]);
  useScrollToTop();
  if (outcome.state === 'failed') return <PaymentNotCompleted pkg={outcome.pkg} />;
  return <PaymentReceived processing={outcome.state === 'processing'} />;
}

function PaymentReceived({ processing }: { processing: boolean }) {
  const stored = useStoredSummary();
  // This checkout is paid (or settling): a next purchase in this tab is a new order.
  useEffect(() => forgetCheckoutKeys(), []);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-col items-center gap-5 text-center">
        <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-accent-100 text-accent-600">
          <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
        </span>
        <PageHeader
          align="center"
          title={processing ? 'Payment Processing' : 'Payment Successful!'}
          description="Thank you for your purchase. Here is what happens next — we'll be in touch within 24 hours."
        />
      </div>
      {processing ? (
        <Notice title="Your bank is still confirming the payment">
          This usually takes a few minutes. Your confirmation email is sent as soon as the payment clears.
        </Notice>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>What happens next</CardTitle>
        </CardHeader>
        <CardContent>
          <NumberedSteps steps={nextSteps} className="grid sm:grid-cols-2" />
        </CardContent>
      </Card>
      {Object.values(stored).some(Boolean) ? (
        <Card>
          <CardHeader>
            <CardTitle>Order Summary</CardTitle>
          </CardHeader>
          <CardContent>
            <StoredDetails data={stored} fields={['businessName', 'contactEmail', 'contactPhone', 'industry', 'timeline']} />
          </CardContent>
        </Card>
      ) : null}
      <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6 shadow-card sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 className="font-semibold text-ink">Questions? We are here to help.</h2>
          <p className="text-sm text-ink-muted">Support hours: 9 AM-6 PM EST</p>
          <p className="text-sm text-ink-muted">Response time: under 2 hours.</p>
        </div>
        <Link to="/" className={buttonClasses({ variant: 'outline' })}>
          Return to Home
        </Link>
      </div>
    </div>
  );
}
