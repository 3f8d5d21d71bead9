import { createHash } from 'node:crypto';

/**
 * The id billing knows a checkout by: a digest of the buyer's checkout key, as a UUIDv8 (RFC 9562's
 * custom layout, 122 bits of SHA-256 with the version and variant bits set). It names the
 * order row, Stripe's idempotency key and metadata, logs and the agency's views; none of them can be turned
 * back into the key, so none of them lets anyone else rewrite the checkout's lead. (A new checkout with the
 * lead's email reuses the order to pay it: `CheckoutService.createPaymentIntent`.)
 */
export function checkoutIdOf(checkoutKey: string): string {
  const bytes = createHash('sha256').update(`checkout:${checkoutKey}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
