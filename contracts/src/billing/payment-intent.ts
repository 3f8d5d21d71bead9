import { z } from 'zod';
import { LockinLeadForm } from '../lockin/lockin-form';
import { PackageName } from '../lockin/packages';

/**
 * POST /api/create-payment-intent. The amount comes from `Packages`, never from the browser: unknown
 * keys (an `amount`, a `price`) are stripped by the schema and never read.
 */
export const CreatePaymentIntentRequest = z.object({
  package: PackageName,
  /**
   * A secret per checkout (the page makes it and keeps it for the tab): a double submit, a retry or a
   * corrected lead with the same key gets the same order and the same PaymentIntent. Only its holder can
   * resume the checkout: billing keeps and forwards a digest of it (the order's checkout id, Stripe's
   * idempotency key and metadata), never the key. Without it every call is a new checkout.
   */
  checkoutKey: z.uuid().optional(),
  /** The lead form the visitor filled on /lockin/form, kept with the order so the agency sees who paid. */
  lead: LockinLeadForm.optional(),
});
export type CreatePaymentIntentRequest = z.infer<typeof CreatePaymentIntentRequest>;

export const CreatePaymentIntentResponse = z.object({ clientSecret: z.string().min(1) });
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponse>;

/**
 * GET /api/billing/config (ARCHITECTURE rule 6, not a §7 call): the only secret-free key the browser
 * needs. `testMode` tells the checkout to show the offline TEST MODE card form.
 */
/** The key Stripe.js uses in the browser; svc-billing serves it, and the gateway's CSP opens Stripe's hosts when one is set. */
export const StripePublishableKey = z.string().regex(/^pk_(test|live)_\w+$/, 'must be a publishable key (pk_test_… or pk_live_…)');
export const BillingConfigResponse = z.object({ publishableKey: z.string(), testMode: z.boolean() });
export type BillingConfigResponse = z.infer<typeof BillingConfigResponse>;
