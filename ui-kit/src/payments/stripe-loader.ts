import type { Stripe } from '@stripe/stripe-js';

/** Offline, Stripe.js can take ~60 s to fail (STACK-NOTES); the checkout gives up well before. */
export const STRIPE_LOAD_TIMEOUT_MS = 10_000;

/** Loads Stripe.js with a deadline; rejects on timeout or when it cannot start. */
export async function loadStripeWithin(
  publishableKey: string,
  load: (key: string) => Promise<Stripe | null>,
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
