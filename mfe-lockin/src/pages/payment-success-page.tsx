import { DELIVERY_HOURS, FIRST_RESPONSE_WITHIN, Packages, SUPPORT_HOURS, dayInWords, formatUsd, type CheckoutOutcomeResponse, type PackageName } from '@biz/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, Notice, NumberedSteps, PageHeader, buttonClasses } from '@biz/ui-kit';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { returnPackage } from '../checkout/payment-outcome';
import { useCheckoutOutcome, type CheckoutReturn } from '../checkout/use-checkout-outcome';
import { useStoredSummary } from '../sprint/lead-storage';
import { StoredDetails } from '../sprint/stored-details';
import { useScrollToTop } from '../sprint/use-scroll-to-top';

/** SPEC's four steps; a sprint paid in a full week says the Monday it starts, as its confirmation email does (decision 065). */
const nextSteps = (startsOn: string | null) => [
  { title: 'Confirmation email', text: 'Your receipt and next steps arrive within 5 minutes.' },
  { title: 'Discovery call', text: `We reach out ${FIRST_RESPONSE_WITHIN} to book a short call.` },
  {
    title: 'Automation built',
    text: startsOn
      ? `Your sprint starts ${dayInWords(startsOn)}, the first week with a spot free. Your automation is built and tested within ${DELIVERY_HOURS} hours of it.`
      : `Your automation is built and tested within ${DELIVERY_HOURS} hours.`,
  },
  { title: 'Go live', text: 'We launch it with you, then support you for 30 days.' },
];

/**
 * SPEC §2 /lockin/success: where the payment provider returns the buyer. It says only what billing says
 * about the checkout the buyer returns from: 'Payment Successful!' for a paid order and no other.
 */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const state = useCheckoutOutcome(searchParams);
  useScrollToTop();
  const { title, description } = wordingOf(state);
  // One frame for every state, so the heading the server sent is the one that changes in place.
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-col items-center gap-5 text-center">
        {state.kind === 'known' && state.outcome.status === 'paid' ? <PaidMark /> : null}
        <PageHeader align="center" title={title} description={description} />
      </div>
      <StateDetails state={state} pkg={returnPackage(searchParams)} />
    </div>
  );
}

function wordingOf(state: CheckoutReturn): { title: string; description: string } {
  if (state.kind === 'checking') return { title: 'Checking Your Payment', description: 'One moment: we are asking our payment provider where your payment stands.' };
  if (state.kind === 'none') return { title: 'No Payment Found', description: 'This page has no payment to show from this browser. If you paid, your receipt is in your email.' };
  if (state.kind === 'unavailable') return { title: 'Payment Status Unavailable', description: 'We could not reach our payment system just now. Your payment is not affected.' };
  const { status, package: pkg, amountCents } = state.outcome;
  const what = `${Packages[pkg].title} (${formatUsd(amountCents)})`;
  if (status === 'paid') return { title: 'Payment Successful!', description: `Thank you for your purchase of the ${what}. Here is what happens next — we'll be in touch ${FIRST_RESPONSE_WITHIN}.` };
  if (status === 'processing') return { title: 'Payment Processing', description: `Your payment for the ${what} is on its way.` };
  if (status === 'refunded') return { title: 'Payment Refunded', description: `Your payment for the ${what} was refunded under our 7-day money-back guarantee.` };
  if (status === 'failed') return { title: 'Payment Not Completed', description: 'Your bank did not approve the payment, so you have not been charged. You can try again with the same or another card.' };
  return { title: 'Payment Not Completed', description: `We have not received a payment for the ${what}, so you have not been charged.` };
}

function StateDetails({ state, pkg }: { state: CheckoutReturn; pkg: PackageName | null }) {
  if (state.kind === 'checking') return <p className="text-center text-sm text-ink-muted">If you paid, your receipt arrives by email within 5 minutes.</p>;
  if (state.kind === 'none') return <Actions primary={<ChooseSprint />} />;
  if (state.kind === 'unavailable') {
    return (
      <Actions
        primary={
          <Button size="lg" onClick={state.retry}>
            Try Again
          </Button>
        }
      />
    );
  }
  const { outcome } = state;
  if (outcome.status === 'paid') return <PaidDetails outcome={outcome} />;
  if (outcome.status === 'refunded') return <Actions primary={<HomeLink />} />;
  if (outcome.status === 'processing') {
    return (
      <>
        <Notice title="Your bank is still confirming the payment">
          This usually takes a few minutes. Your confirmation email is sent as soon as the payment clears.
        </Notice>
        <Actions primary={<HomeLink />} />
      </>
    );
  }
  return (
    <>
      {outcome.failureMessage ? <Notice title="Your bank's answer">{outcome.failureMessage}</Notice> : null}
      <Actions primary={<BackToCheckout pkg={pkg ?? outcome.package} />} />
    </>
  );
}

function PaidDetails({ outcome }: { outcome: CheckoutOutcomeResponse }) {
  const stored = useStoredSummary();
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>What happens next</CardTitle>
        </CardHeader>
        <CardContent>
          <NumberedSteps steps={nextSteps(outcome.startsOn)} className="grid sm:grid-cols-2" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Order Summary</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-ink-muted">Package</dt>
            <dd className="font-medium text-ink">{Packages[outcome.package].title}</dd>
            <dt className="text-ink-muted">Amount paid</dt>
            <dd className="font-medium text-ink">{formatUsd(outcome.amountCents)}</dd>
          </dl>
          {Object.values(stored).some(Boolean) ? <StoredDetails data={stored} fields={['businessName', 'contactEmail', 'contactPhone', 'industry', 'timeline']} /> : null}
        </CardContent>
      </Card>
      <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-6 shadow-card sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 className="font-semibold text-ink">Questions? We are here to help.</h2>
          <p className="text-sm text-ink-muted">Support hours: {SUPPORT_HOURS}</p>
          <p className="text-sm text-ink-muted">Response time: {FIRST_RESPONSE_WITHIN}.</p>
        </div>
        <HomeLink />
      </div>
    </>
  );
}

function Actions({ primary }: { primary: ReactNode }) {
  return <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">{primary}</div>;
}

const HomeLink = () => (
  <Link to="/" className={buttonClasses({ variant: 'outline' })}>
    Return to Home
  </Link>
);

const ChooseSprint = () => (
  <a href="/lockin#offer" className={buttonClasses({ size: 'lg' })}>
    Choose Your Sprint
  </a>
);

const BackToCheckout = ({ pkg }: { pkg: PackageName }) => (
  <Link to={Packages[pkg].checkoutPath} className={buttonClasses({ size: 'lg' })}>
    Back to Checkout
  </Link>
);

function PaidMark() {
  return (
    <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-accent-100 text-accent-600">
      <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="m5 12.5 4.5 4.5L19 7.5" />
      </svg>
    </span>
  );
}
