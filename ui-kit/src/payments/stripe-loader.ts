// `@biz/ui-kit/stripe-loader`, an entry apart from `/payments`: only the Stripe-mode card forms (lazy chunks)
// import it, so a test-mode checkout never loads it.
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';

/** Offline, Stripe.js can take ~60 s to fail (STACK-NOTES); the checkout gives up well before. */
const STRIPE_LOAD_TIMEOUT_MS = 10_000;

/** `loadStripe` of `@stripe/stripe-js/pure`, passed in by the lazy chunk that may load Stripe.js. */
export type LoadStripe = (publishableKey: string) => Promise<Stripe | null>;

/** Loads Stripe.js with a deadline; rejects on timeout or when it cannot start. */
export async function loadStripeWithin(
  publishableKey: string,
  load: LoadStripe,
  timeoutMs: number = STRIPE_LOAD_TIMEOUT_MS,
): Promise<Stripe> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Stripe.js did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const stripe = await Promise.race([load(publishableKey), deadline]);
    if (!stripe) throw new Error('Stripe.js is not available');
    return stripe;
  } finally {
    clearTimeout(timer);
  }
}

const loaded = new Map<string, Promise<Stripe>>();

/**
 * Stripe.js once per key, with the deadline: the card form and the 3-D Secure step after it share one
 * instance. A load that failed is forgotten, so the next form tries again.
 */
export function stripeOnce(publishableKey: string, load: LoadStripe): Promise<Stripe> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripeWithin(publishableKey, load);
    stripe.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

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
