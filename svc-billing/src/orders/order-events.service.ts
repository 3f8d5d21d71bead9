import { Inject, Injectable, Logger } from '@nestjs/common';
import { PaymentsUnavailable } from '../billing-errors';
import { STRIPE, type StripeSeam } from '../stripe/stripe-seam';
import { FulfilmentService } from './fulfilment.service';
import type { ProviderEvent } from './orders.repository';

/** Where a PaymentIntent stands at Stripe, reduced to what moves an order (and whether the bank is still at it). */
export type PaymentIntentOutcome = { kind: 'succeeded' } | { kind: 'failed'; message: string } | { kind: 'open'; processing: boolean };

/** A sprint order's news from Stripe: handed over by the webhooks module, or by the test-mode checkout. */
@Injectable()
export class OrderEvents {
  private readonly log = new Logger(OrderEvents.name);

  constructor(
    @Inject(STRIPE) private readonly stripe: StripeSeam,
    @Inject(FulfilmentService) private readonly fulfilment: FulfilmentService,
  ) {}

  /**
   * A PaymentIntent changed. Where it stands is asked of Stripe, because events arrive late, twice or out
   * of order (a payment_failed after the succeeded must not undo the payment). With a webhook's event, only
   * its first delivery moves the order. Answers where the PaymentIntent stands.
   */
  async received(paymentIntentId: string, event?: ProviderEvent): Promise<PaymentIntentOutcome> {
    const outcome = await this.outcomeOf(paymentIntentId);
    if (outcome.kind === 'succeeded') await this.fulfilment.paymentSucceeded(paymentIntentId, event);
    else if (outcome.kind === 'failed') await this.fulfilment.paymentFailed(paymentIntentId, outcome.message, event);
    return outcome;
  }

  /** Stripe unreachable: 503, and a webhook's event is not recorded, so Stripe's retry delivers it again. */
  private async outcomeOf(paymentIntentId: string): Promise<PaymentIntentOutcome> {
    try {
      const intent = await this.stripe.api.paymentIntents.retrieve(paymentIntentId);
      if (intent.status === 'succeeded') return { kind: 'succeeded' };
      if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
        return { kind: 'failed', message: intent.last_payment_error.message ?? 'Your card was declined.' };
      }
      return { kind: 'open', processing: intent.status === 'processing' };
    } catch (err) {
      this.log.error(`fetching PaymentIntent ${paymentIntentId} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new PaymentsUnavailable();
    }
  }
}
