import type { SprintPackage } from '@biz/contracts';
import { Notice } from '@biz/ui-kit';
import { loadStripeWithin } from '@biz/ui-kit/payments';
import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PayButton } from './pay-button';
import { PAYMENT_ERROR_FALLBACK, successUrl } from './payment-outcome';
import { usePaymentAttempt } from './use-payment-attempt';

type Provider = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; stripe: Stripe; elements: StripeElements };

/**
 * Stripe mode: Stripe's Payment Element for the client secret. Loaded as its own chunk and only in Stripe
 * mode, so neither this code nor Stripe.js weighs on a test-mode checkout.
 */
export default function StripePaymentForm({ pkg, clientSecret, publishableKey }: { pkg: SprintPackage; clientSecret: string; publishableKey: string }) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [provider, setProvider] = useState<Provider>({ state: 'loading' });
  const [elementReady, setElementReady] = useState(false);
  const { busy, attempt } = usePaymentAttempt(pkg.name, clientSecret);

  useEffect(() => {
    let live = true;
    let element: StripePaymentElement | undefined;
    loadStripeWithin(publishableKey, loadStripe)
      .then((stripe) => {
        if (!live || !mountPoint.current) return;
        const elements = stripe.elements({ clientSecret });
        element = elements.create('payment');
        element.on('ready', () => setElementReady(true));
        element.mount(mountPoint.current);
        setProvider({ state: 'ready', stripe, elements });
      })
      .catch((error: unknown) => {
        console.error('Stripe.js could not be loaded', error);
        if (live) setProvider({ state: 'failed' });
      });
    return () => {
      live = false;
      element?.destroy();
    };
  }, [clientSecret, publishableKey]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (provider.state !== 'ready') return;
    void attempt(async () => {
      // Without a bank challenge Stripe answers here, so the success toast can show; with one it redirects.
      const result = await provider.stripe.confirmPayment({ elements: provider.elements, confirmParams: { return_url: successUrl(pkg.name) }, redirect: 'if_required' });
      if (result.error) return { paid: false, message: result.error.message ?? PAYMENT_ERROR_FALLBACK };
      return { paid: true };
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-label="Card payment">
      {provider.state === 'failed' ? (
        <Notice tone="warning" title="The secure card form could not load">
          Check your internet connection and reload the page. You have not been charged.
        </Notice>
      ) : null}
      <div ref={mountPoint} className="min-h-10" />
      <PayButton pkg={pkg} busy={busy} ready={elementReady} />
    </form>
  );
}
