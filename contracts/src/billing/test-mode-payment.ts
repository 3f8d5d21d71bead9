import { z } from 'zod';

/** The card number as typed: digits with optional spaces or dashes. */
const CardNumber = z
  .string()
  .trim()
  .max(40)
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.'));

/** A card as the TEST MODE form sends it. */
export const TestCard = z.object({
  number: CardNumber,
  expMonth: z.number().int().min(1, 'Your card\'s expiration month is invalid.').max(12, 'Your card\'s expiration month is invalid.'),
  /** Four digits (2026) or two (26). */
  expYear: z.number().int().min(0).max(2200),
  cvc: z.string().trim().regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  postalCode: z.string().trim().max(20).optional(),
});
export type TestCard = z.infer<typeof TestCard>;

/**
 * POST /api/billing/test-mode/confirm-payment — only when no Stripe key is configured (test mode): the
 * server simulates what Stripe would do with the card, honouring Stripe's test numbers, and runs the same
 * fulfilment as a real payment. Answers 404 when Stripe is configured.
 */
export const TestModeConfirmPaymentRequest = z.object({
  clientSecret: z.string().min(1).max(300),
  card: TestCard,
});
export type TestModeConfirmPaymentRequest = z.infer<typeof TestModeConfirmPaymentRequest>;

export const PaymentStatus = z.enum(['succeeded', 'failed']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/**
 * 200 in every outcome (like Stripe's confirmCardPayment, a decline is an answer, not a server error):
 * `failed` carries the provider's message, shown in the 'Payment Failed' toast; `requires_action` means the
 * bank asks for 3-D Secure (POST /api/billing/test-mode/authenticate with the same client secret).
 */
export const TestModeConfirmPaymentResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded'), paymentIntentId: z.string() }),
  z.object({ status: z.literal('requires_action'), paymentIntentId: z.string() }),
  z.object({ status: z.literal('failed'), paymentIntentId: z.string(), code: z.string(), message: z.string() }),
]);
export type TestModeConfirmPaymentResponse = z.infer<typeof TestModeConfirmPaymentResponse>;

/**
 * Stripe's documented test cards and what Stripe answers for them. Any other number is declined as Stripe
 * does in test mode; a number failing the Luhn check is refused as invalid.
 */
export const TestCards = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  /** Asks for 3-D Secure on the first payment; once authenticated, renewals go through without it. */
  authenticationRequired: '4000002500003155',
  /** Asks for 3-D Secure on every payment, renewals included. */
  alwaysAuthenticate: '4000002760003184',
  /** Is saved to the customer, then every charge on it is declined (a renewal that fails). */
  chargeFailsAfterAttach: '4000000000000341',
} as const;
