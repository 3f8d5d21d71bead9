import { CHECKOUT_RESUME_LINK_DAYS, type CreateCheckoutResumeLinkResponse, type ResumeCheckoutResponse } from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { CheckoutLinkExpired, CheckoutLinkInvalid, OrderAlreadyPaid, OrderNotFound } from '../billing-errors';
import { OrdersRepository } from '../orders/orders.repository';
import { newResumeToken, resumeTokenHash } from './resume-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A recovery email's link back into an unpaid order's checkout. The token is the only credential and is
 * stored hashed; resuming answers the package and the lead to prefill, and the page's payment intent then
 * reuses the order (one per lead and package), so the lead pays that order, not a new one.
 */
@Injectable()
export class CheckoutResumeService {
  constructor(@Inject(OrdersRepository) private readonly orders: OrdersRepository) {}

  async createLink(orderId: string, email: string): Promise<CreateCheckoutResumeLinkResponse> {
    const token = newResumeToken();
    const expiresAt = new Date(Date.now() + CHECKOUT_RESUME_LINK_DAYS * DAY_MS);
    const order = await this.orders.createResumeLink(orderId, email, resumeTokenHash(token), expiresAt);
    if (!order) throw new OrderNotFound();
    if (order === 'paid') throw new OrderAlreadyPaid();
    return { token, expiresAt: expiresAt.toISOString(), order };
  }

  async resume(token: string): Promise<ResumeCheckoutResponse> {
    const target = await this.orders.resumeLinkTarget(resumeTokenHash(token));
    if (!target?.lead) throw new CheckoutLinkInvalid();
    if (target.expired || target.paid) throw new CheckoutLinkExpired();
    return { package: target.package, lead: target.lead };
  }
}
