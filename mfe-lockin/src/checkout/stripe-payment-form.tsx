import type { SprintPackage } from '@biz/contracts';
import { Notice } from '@biz/ui-kit';
import { useLoadedStripe } from '@biz/ui-kit/stripe-loader';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import { PayButton } from './pay-button';
import { PAYMENT_ERROR_FALLBACK, successUrl } from './payment-outcome';
import { usePaymentAttempt } from './use-payment-attempt';

interface StripePaymentFormProps {
  pkg: SprintPackage;
  clientSecret: string;
  publishableKey: string;
}

/** Stripe's Payment Element in the checkout's form; the button waits until Stripe says the element is ready. */
function PaymentForm({ pkg, clientSecret, failed }: { pkg: SprintPackage; clientSecret: string; failed: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const { busy, attempt } = usePaymentAttempt(pkg.name, clientSecret);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    void attempt(async () => {
      // Without a bank challenge Stripe answers here, so the success toast can show; with one it redirects.
      const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: successUrl(pkg.name) }, redirect: 'if_required' });
      if (result.error) return { paid: false, message: result.error.message ?? PAYMENT_ERROR_FALLBACK };
      return { paid: true };
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-label="Card payment">
      {failed ? (
        <Notice tone="warning" title="The secure card form could not load">
          Check your internet connection and reload the page. You have not been charged.
        </Notice>
      ) : null}
      <PaymentElement className="min-h-10" onReady={() => setElementReady(true)} />
      <PayButton pkg={pkg} busy={busy} ready={elementReady} />
    </form>
  );
}

/**
 * Stripe mode: `<Elements>` for the checkout's client secret, with Stripe's Payment Element. Loaded as its own
 * chunk and only in Stripe mode, so neither this code, React Stripe.js nor Stripe.js weighs on a test-mode checkout.
 */
export default function StripePaymentForm({ pkg, clientSecret, publishableKey }: StripePaymentFormProps) {
  const stripe = useLoadedStripe(publishableKey, loadStripe);
  return (
    // The client secret cannot change on an Elements group: a new checkout gets a new group.
    <Elements key={clientSecret} stripe={stripe === 'failed' ? null : stripe} options={{ clientSecret }}>
      <PaymentForm pkg={pkg} clientSecret={clientSecret} failed={stripe === 'failed'} />
    </Elements>
  );
}
