import { withinGuarantee, type RefundOrderResponse } from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { GuaranteeEnded, OrderNotFound, OrderNotRefundable } from '../billing-errors';
import { providerCall } from '../stripe/provider-call';
import { STRIPE, type StripeSeam } from '../stripe/stripe-seam';
import { OrdersRepository } from './orders.repository';

/**
 * The money-back guarantee (SPEC §9): the agency refunds a paid sprint order in full within GUARANTEE_DAYS
 * of its payment, through the provider's refunds API. The refund's idempotency key is the order's, so a
 * retry or a second click never refunds twice at the provider; the order turns refunded once, in one
 * statement that only a paid order passes. The days are real ones, as `paid_at` is: test mode's billing
 * clock, which the agency moves ahead to see renewals, does not end the guarantee of an order just paid.
 */
@Injectable()
export class OrderRefundsService {
  constructor(
    @Inject(OrdersRepository) private readonly orders: OrdersRepository,
    @Inject(STRIPE) private readonly stripe: StripeSeam,
  ) {}

  async refund(orderId: string): Promise<RefundOrderResponse> {
    const order = await this.orders.one(orderId);
    if (!order) throw new OrderNotFound();
    if (order.status === 'refunded') return { order, refunded: false };
    if (order.status !== 'paid' || !order.paidAt) throw new OrderNotRefundable(order.status);
    if (!withinGuarantee(order.paidAt, Date.now())) throw new GuaranteeEnded(order.paidAt);
    const { id: refundId } = await providerCall(`refunding order ${orderId}`, () =>
      this.stripe.api.refunds.create({ payment_intent: order.paymentIntentId, metadata: { orderId } }, { idempotencyKey: `refund-${orderId}` }),
    );
    const refunded = await this.orders.markRefunded(orderId, refundId);
    return { order: (await this.orders.one(orderId))!, refunded };
  }
}
