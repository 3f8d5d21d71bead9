import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { stripeOnce, type LoadStripe } from './stripe-loader';

/**
 * Stripe for `<Elements>`: null while Stripe.js loads, 'failed' when it could not (a rejected promise given
 * to `<Elements>` would only be an unhandled rejection, and the form must say that it could not load).
 */
export function useLoadedStripe(publishableKey: string, load: LoadStripe): Stripe | null | 'failed' {
  const [stripe, setStripe] = useState<Stripe | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    stripeOnce(publishableKey, load).then(
      (loaded) => live && setStripe(loaded),
      (error: unknown) => {
        console.error('Stripe.js could not be loaded', error);
        if (live) setStripe('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey, load]);
  return stripe;
}
