import { Button, Notice } from '@biz/ui-kit';
import { loadStripeWithin } from '@biz/ui-kit/payments';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState, type FormEvent } from 'react';

const loaded = new Map<string, Promise<Stripe>>();

/** Stripe.js once per key, with the checkout's deadline. */
function stripeFor(publishableKey: string): Promise<Stripe> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripeWithin(publishableKey, loadStripe);
    stripe.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/** 3-D Secure through Stripe.js: its own challenge window, then the outcome. */
export async function confirmWithStripe(publishableKey: string, clientSecret: string): Promise<{ ok: boolean; message?: string }> {
  const stripe = await stripeFor(publishableKey);
  const { error } = await stripe.confirmCardPayment(clientSecret);
  return error ? { ok: false, message: error.message } : { ok: true };
}

/**
 * Stripe mode: Stripe's card element, and the card saved as a PaymentMethod by Stripe.js (its number never
 * reaches our servers). Loaded as its own chunk, only with a publishable key.
 */
export default function StripeCardForm({ publishableKey, submitLabel, busy, onPaymentMethod }: { publishableKey: string; submitLabel: string; busy: boolean; onPaymentMethod: (id: string) => Promise<void> }) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; card: StripeCardElement } | 'failed' | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    let card: StripeCardElement | undefined;
    stripeFor(publishableKey)
      .then((stripe) => {
        if (!live || !mountPoint.current) return;
        card = stripe.elements().create('card');
        card.mount(mountPoint.current);
        setReady({ stripe, card });
      })
      .catch(() => live && setReady('failed'));
    return () => {
      live = false;
      card?.destroy();
    };
  }, [publishableKey]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || ready === 'failed') return;
    const { paymentMethod, error: refused } = await ready.stripe.createPaymentMethod({ type: 'card', card: ready.card });
    setError(refused?.message);
    if (paymentMethod) await onPaymentMethod(paymentMethod.id);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label="Card">
      {ready === 'failed' ? <Notice tone="warning" title="The secure card form could not load">Check your internet connection and try again. You have not been charged.</Notice> : null}
      <div ref={mountPoint} className="min-h-10 rounded-lg border border-line p-3" />
      {error ? <p role="alert" className="text-sm text-danger-600">{error}</p> : null}
      <Button type="submit" disabled={busy || !ready || ready === 'failed'}>{busy ? 'Processing...' : submitLabel}</Button>
    </form>
  );
}
