import type { CheckoutOutcomeRequest, CheckoutOutcomeResponse, CheckoutOutcomeStatus } from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { OrderNotFound } from '../billing-errors';
import { OrderEvents, type PaymentIntentOutcome } from '../orders/order-events.service';
import { OrdersRepository, type ReturningOrder } from '../orders/orders.repository';

/**
 * What the return page says about the payment the buyer comes back from. An order not yet paid is asked
 * of Stripe first (the webhook may still be on its way, or the bank still confirming), so the page never
 * says less, or more, than Stripe knows.
 */
@Injectable()
export class CheckoutOutcomeService {
  constructor(
    @Inject(OrdersRepository) private readonly orders: OrdersRepository,
    @Inject(OrderEvents) private readonly orderEvents: OrderEvents,
  ) {}

  async outcome({ clientSecret }: CheckoutOutcomeRequest): Promise<CheckoutOutcomeResponse> {
    const order = await this.orders.returningOrder(clientSecret);
    if (!order) throw new OrderNotFound();
    if (order.status === 'paid' || order.status === 'refunded') return answer(order, order.status);
    const atStripe = await this.orderEvents.received(order.paymentIntentId);
    const now = (await this.orders.returningOrder(clientSecret)) ?? order;
    return answer(now, statusOf(now, atStripe));
  }
}

/** Stripe's word settles it; an order it calls succeeded but not yet recorded as paid is still processing. */
export function statusOf(order: ReturningOrder, atStripe: PaymentIntentOutcome): CheckoutOutcomeStatus {
  if (order.status === 'paid' || order.status === 'refunded') return order.status;
  if (atStripe.kind === 'succeeded') return 'processing';
  if (atStripe.kind === 'failed') return 'failed';
  if (atStripe.processing) return 'processing';
  return order.status === 'payment_failed' ? 'failed' : 'unpaid';
}

function answer(order: ReturningOrder, status: CheckoutOutcomeStatus): CheckoutOutcomeResponse {
  const sold = status === 'paid' || status === 'refunded';
  return {
    status,
    package: order.package,
    amountCents: order.amountCents,
    currency: order.currency,
    failureMessage: status === 'failed' ? order.failureMessage : null,
    paidAt: sold && order.paidAt ? order.paidAt.toISOString() : null,
    startsOn: sold ? order.startsOn : null,
  };
}
