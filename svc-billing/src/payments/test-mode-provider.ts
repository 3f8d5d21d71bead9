import { createHash, randomBytes } from 'node:crypto';
import type { CreatedPaymentIntent, NewPaymentIntent, PaymentProvider } from './payment-provider';

/**
 * No Stripe key: PaymentIntents exist only in billing's own orders table, shaped like Stripe's
 * (`pi_test_<hex>` and `<id>_secret_<random>`). The id follows from the idempotency key, as Stripe would
 * answer the same PaymentIntent for it; the secret is random, so it cannot be derived from the checkout id.
 */
export class TestModeProvider implements PaymentProvider {
  readonly testMode = true;
  readonly publishableKey = '';

  async createPaymentIntent({ idempotencyKey }: NewPaymentIntent): Promise<CreatedPaymentIntent> {
    const id = `pi_test_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
    return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` };
  }
}
