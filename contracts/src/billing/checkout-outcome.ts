import { z } from 'zod';
import { PackageName } from '../lockin/packages';

/**
 * Where a checkout's payment stands, as the return page tells the buyer: `paid` (the only state that
 * says "Payment Successful!"), `processing` (the bank is still confirming), `failed` (declined, nothing
 * charged), `unpaid` (opened, never paid), `refunded` (paid, then given back under the guarantee).
 */
export const CheckoutOutcomeStatus = z.enum(['paid', 'processing', 'failed', 'unpaid', 'refunded']);
export type CheckoutOutcomeStatus = z.infer<typeof CheckoutOutcomeStatus>;

/**
 * POST /api/checkout/outcome (POST so the secret lands in no access log): the payment the buyer returns
 * from, named by its PaymentIntent's client secret — from Stripe's return URL, or kept by the tab that
 * paid in place. Its holder may read the order's package, amount and state, nothing more. No order holds
 * it: a 404 `OrderNotFound`.
 */
export const CheckoutOutcomeRequest = z.strictObject({ clientSecret: z.string().max(200).regex(/^pi_\w+_secret_\w+$/, 'must be a PaymentIntent client secret') });
export type CheckoutOutcomeRequest = z.infer<typeof CheckoutOutcomeRequest>;

export const CheckoutOutcomeResponse = z.object({
  status: CheckoutOutcomeStatus,
  package: PackageName,
  amountCents: z.number().int().positive(),
  currency: z.literal('usd'),
  /** The bank's words for a failed payment; null otherwise. */
  failureMessage: z.string().nullable(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  /** The agency's Monday ('YYYY-MM-DD') a paid sprint starts when its week was full (decision 065); null otherwise. */
  startsOn: z.iso.date().nullable(),
});
export type CheckoutOutcomeResponse = z.infer<typeof CheckoutOutcomeResponse>;
