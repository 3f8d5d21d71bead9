import { Button, Notice } from '@biz/ui-kit';
import { stripeOnce, useLoadedStripe } from '@biz/ui-kit/stripe-loader';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';

/** 3-D Secure through Stripe.js: its own challenge window, then the outcome. */
export async function confirmWithStripe(publishableKey: string, clientSecret: string): Promise<{ ok: boolean; message?: string }> {
  const stripe = await stripeOnce(publishableKey, loadStripe);
  const { error } = await stripe.confirmCardPayment(clientSecret);
  return error ? { ok: false, message: error.message } : { ok: true };
}

/**
 * A card saved before any intent exists: billing creates the subscription with the PaymentMethod, so
 * Elements runs in setup mode and creates it by hand (`paymentMethodCreation: 'manual'`), cards only, as
 * the 3-D Secure step and the renewals expect.
 */
const saveACard: StripeElementsOptions = { mode: 'setup', paymentMethodCreation: 'manual', allowedPaymentMethodTypes: ['card'] };

interface StripeCardFormProps {
  publishableKey: string;
  submitLabel: string;
  busy: boolean;
  onPaymentMethod: (id: string) => Promise<void>;
}

function CardFields({ submitLabel, busy, failed, onPaymentMethod }: Omit<StripeCardFormProps, 'publishableKey'> & { failed: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    // Stripe checks the fields first and says what is wrong beside them.
    const { error: invalid } = await elements.submit();
    if (invalid) return setError(invalid.message);
    const { paymentMethod, error: refused } = await stripe.createPaymentMethod({ elements });
    setError(refused?.message);
    if (paymentMethod) await onPaymentMethod(paymentMethod.id);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label="Card">
      {failed ? <Notice tone="warning" title="The secure card form could not load">Check your internet connection and try again. You have not been charged.</Notice> : null}
      <PaymentElement className="min-h-10" onReady={() => setElementReady(true)} />
      {error ? <p role="alert" className="text-sm text-danger-600">{error}</p> : null}
      <Button type="submit" disabled={busy || !elementReady}>{busy ? 'Processing...' : submitLabel}</Button>
    </form>
  );
}

/**
 * Stripe mode: `<Elements>` with Stripe's Payment Element, and the card saved as a PaymentMethod by Stripe.js
 * (its number never reaches our servers). Loaded as its own chunk, only with a publishable key.
 */
export default function StripeCardForm({ publishableKey, ...fields }: StripeCardFormProps) {
  const stripe = useLoadedStripe(publishableKey, loadStripe);
  return (
    <Elements stripe={stripe === 'failed' ? null : stripe} options={saveACard}>
      <CardFields {...fields} failed={stripe === 'failed'} />
    </Elements>
  );
}
