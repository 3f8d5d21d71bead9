import type { Stripe } from '@stripe/stripe-js';

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
