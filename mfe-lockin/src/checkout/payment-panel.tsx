import type { SprintPackage } from '@biz/contracts';
import { buttonClasses, Notice } from '@biz/ui-kit';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { TestModeCardForm } from './test-mode-card-form';
import { NO_LEAD, useCheckoutSession, type CheckoutSession } from './use-checkout-session';

const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

function SettingUp() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-10 text-center">
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <p className="text-sm font-medium text-ink-muted">Setting up secure checkout...</p>
    </div>
  );
}

/** The checkout opened without the form's details: they come first, and no order is made until they do. */
function DetailsFirst({ pkg }: { pkg: SprintPackage }) {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <h3 className="text-base font-semibold text-ink">Your details first</h3>
      <p className="max-w-sm text-sm text-ink-muted">We need your business name, email and phone to deliver your sprint. It takes about two minutes, then you pay here.</p>
      <Link to={pkg.formPath} className={buttonClasses({ size: 'lg' })}>
        Enter your details
      </Link>
    </div>
  );
}

/** The card form of a ready checkout: the test-mode form or Stripe's. */
function CardForm({ pkg, session }: { pkg: SprintPackage; session: CheckoutSession }) {
  if (session.config.testMode) return <TestModeCardForm pkg={pkg} clientSecret={session.clientSecret} />;
  return (
    <Suspense fallback={<SettingUp />}>
      <StripePaymentForm pkg={pkg} clientSecret={session.clientSecret} publishableKey={session.config.publishableKey} />
    </Suspense>
  );
}

/**
 * The card payment: a spinner until the client secret arrives, then the card form, under when the sprint
 * starts if this week's spots are taken (decision 065); without a lead, the way to the form.
 */
export function PaymentPanel({ pkg }: { pkg: SprintPackage }) {
  const session = useCheckoutSession(pkg.name);
  if (!session) return <SettingUp />;
  if (session === NO_LEAD) return <DetailsFirst pkg={pkg} />;
  return (
    <>
      {session.laterStart && <Notice title="This week is sold out">{session.laterStart}</Notice>}
      <CardForm pkg={pkg} session={session} />
    </>
  );
}
