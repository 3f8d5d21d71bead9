import type { SprintPackage } from '@biz/contracts';
import { Suspense, lazy } from 'react';
import { TestModeCardForm } from './test-mode-card-form';
import { useCheckoutSession } from './use-checkout-session';

const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

function SettingUp() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-10 text-center">
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
      <p className="text-sm font-medium text-ink-muted">Setting up secure checkout...</p>
    </div>
  );
}

/** The card payment: a spinner until the client secret arrives, then the test-mode form or Stripe's. */
export function PaymentPanel({ pkg }: { pkg: SprintPackage }) {
  const session = useCheckoutSession(pkg.name);
  if (!session) return <SettingUp />;
  if (session.config.testMode) return <TestModeCardForm pkg={pkg} clientSecret={session.clientSecret} />;
  return (
    <Suspense fallback={<SettingUp />}>
      <StripePaymentForm pkg={pkg} clientSecret={session.clientSecret} publishableKey={session.config.publishableKey} />
    </Suspense>
  );
}
