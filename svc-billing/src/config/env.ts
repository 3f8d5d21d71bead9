import { CHECKOUT_ABANDONED_AFTER_HOURS, DEFAULT_PORTS, StripePublishableKey } from '@biz/contracts';
import { agencyContentFileAt, AgencyTimeZone, ClientAddressEnv, CommonEnv, parseEnv, Port, QueuePrefix, SchemaName } from '@biz/server-kit';
import { resolve } from 'node:path';
import { z } from 'zod';
import { PriceIdsJson } from '../subscriptions/plan-prices';

const StripeKeys = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_PRICE_IDS'] as const;

const productionSimulatesPayments =
  'required in production: without it payments are simulated (card 4242 "pays", orders are marked paid and confirmed, nothing is charged). ' +
  'Set the three STRIPE_* keys, or PAYMENTS_MODE=test for a demo that takes no money';

export const BillingEnv = z
  .object({
    ...CommonEnv,
    ...ClientAddressEnv,
    BILLING_PORT: Port.default(DEFAULT_PORTS.BILLING_PORT),
    BILLING_DB_SCHEMA: SchemaName.default('billing'),
    QUEUE_PREFIX: QueuePrefix,
    /** Unset: test mode, payments simulated on the server. Set: real Stripe, and the two below are required. */
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)').optional(),
    STRIPE_PUBLISHABLE_KEY: StripePublishableKey.optional(),
    /** The Stripe price of each plan and cycle, JSON: {"Starter":{"monthly":"price_…","yearly":"price_…"},…}. */
    STRIPE_PRICE_IDS: PriceIdsJson.optional(),
    /** Another Stripe API base (a local fake in tests, stripe-mock); default: Stripe itself. */
    STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
    /**
     * `test` consents to simulated payments (card 4242 "pays", nothing is charged), which is what billing does
     * without STRIPE_SECRET_KEY; production refuses that unless it is said here. `stripe` requires the keys.
     */
    PAYMENTS_MODE: z.enum(['stripe', 'test']).optional(),
    /** Checkout posts (payment intents, test-mode payments) allowed per client IP per minute. */
    BILLING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** An unpaid checkout untouched this long is abandoned (the desk's filter, the recovery email); a fraction in the e2e stack (0.1: 6 s). */
    ABANDONED_CHECKOUT_AFTER_MINUTES: z.coerce.number().positive().default(CHECKOUT_ABANDONED_AFTER_HOURS * 60),
    /** The agency's zone: a week of sprint spots runs from its Monday (decision 065). */
    AGENCY_TIME_ZONE: AgencyTimeZone,
    /** The agency's content file (decision 025): its `spotsPerWeek` caps the sprints sold a week. The gateway's default. */
    AGENCY_CONTENT_FILE: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    for (const key of StripeKeys) {
      if (env.STRIPE_SECRET_KEY && !env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required when STRIPE_SECRET_KEY is set' });
      // Half a configuration is a mistake: it would silently run in test mode and take no money.
      if (!env.STRIPE_SECRET_KEY && env[key]) ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: `required when ${key} is set` });
    }
    if (env.STRIPE_SECRET_KEY && env.PAYMENTS_MODE === 'test') {
      ctx.addIssue({ code: 'custom', path: ['PAYMENTS_MODE'], message: 'test simulates payments, yet STRIPE_SECRET_KEY is set: unset one of them' });
    }
    if (!env.STRIPE_SECRET_KEY && env.PAYMENTS_MODE === 'stripe') {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'required when PAYMENTS_MODE is stripe' });
    }
    if (!env.STRIPE_SECRET_KEY && !env.PAYMENTS_MODE && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: productionSimulatesPayments });
    }
  });
export type BillingEnv = z.infer<typeof BillingEnv>;
/** Injection token of this process's parsed env (`BillingEnvModule` provides it): modules build their providers from it. */
export const BILLING_ENV = Symbol('BILLING_ENV');

const repoRoot = resolve(__dirname, '..', '..', '..');
export const agencyContentFileOf = (env: Pick<BillingEnv, 'AGENCY_CONTENT_FILE'>) => agencyContentFileAt(env.AGENCY_CONTENT_FILE, repoRoot);

/** Parsed once at boot; a bad variable stops the process with every problem listed. */
export function loadBillingEnv(source: Record<string, string | undefined> = process.env): Readonly<BillingEnv> {
  return parseEnv(BillingEnv, source);
}
