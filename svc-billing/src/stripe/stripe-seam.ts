import { PgSimStore, StripeSimulator, type StripeApi } from '@biz/stripe-simulator';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import type { BillingEnv } from '../config/env';
import type { BillingDb } from '../database/billing-db';
import { PlanPrices } from '../subscriptions/plan-prices';

/** Injection token of the one way billing reaches Stripe, chosen at boot. */
export const STRIPE = Symbol('STRIPE');

/**
 * Stripe for sprint orders and subscriptions alike: the `stripe` SDK with a key, else the simulator (test
 * mode). Both answer the same `StripeApi`, so one code path serves both.
 */
export interface StripeSeam {
  api: StripeApi;
  /** Test mode's simulator, for its card form, 3-D Secure page and clock; null with Stripe. */
  simulator: StripeSimulator | null;
  /** For Stripe.js in the browser; empty in test mode. */
  publishableKey: string;
  /** Null in test mode: nobody signs a webhook. */
  webhookSecret: string | null;
}

/** `STRIPE_API_URL` as the SDK's host, port and protocol. */
function endpointOf(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Stripe when a secret key is configured (the env schema then guarantees the others), else the simulator
 * stored in billing's schema. SDK retries are safe: every create carries an idempotency key.
 */
export function stripeSeamFor(env: BillingEnv, db: Kysely<BillingDb>): StripeSeam {
  if (env.STRIPE_SECRET_KEY) {
    const api = new Stripe(env.STRIPE_SECRET_KEY, { maxNetworkRetries: 2, timeout: 15_000, ...endpointOf(env.STRIPE_API_URL) });
    return { api, simulator: null, publishableKey: env.STRIPE_PUBLISHABLE_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET! };
  }
  const simulator = new StripeSimulator(new PgSimStore(db), PlanPrices.simulated().simPrices());
  return { api: simulator, simulator, publishableKey: '', webhookSecret: null };
}
