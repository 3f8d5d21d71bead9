import { CHECKOUT_RESUME_LINK_DAYS, CHECKOUT_RESUME_LINK_OPENS, LinkMessage, type CreateCheckoutResumeLinkResponse, type ResumeCheckoutResponse, type WithdrawCheckoutResumeLinksResponse } from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { CheckoutLinkExpired, CheckoutLinkInvalid, OrderAlreadyPaid, OrderNotFound } from '../billing-errors';
import { OrdersRepository } from '../orders/orders.repository';
import { newResumeToken, resumeTokenHash } from './resume-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A recovery email's link back into an unpaid order's checkout. The token is the only credential and is
 * stored hashed; resuming answers the package and the lead to prefill, and the page's payment intent then
 * reuses the order (one per lead and package), so the lead pays that order, not a new one. A link resumes
 * 20 times at most, and the desk can withdraw an order's links (one sent to a wrong address, or forwarded).
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
    const tokenHash = resumeTokenHash(token);
    const target = await this.orders.resumeLinkTarget(tokenHash);
    if (!target?.lead) throw new CheckoutLinkInvalid();
    if (target.expired || target.paid) throw new CheckoutLinkExpired();
    if (target.withdrawn) throw new CheckoutLinkExpired(LinkMessage.checkoutWithdrawn);
    if (!(await this.orders.openResumeLink(tokenHash, CHECKOUT_RESUME_LINK_OPENS))) throw new CheckoutLinkExpired(LinkMessage.checkoutUsedUp);
    return { package: target.package, lead: target.lead };
  }

  async withdrawLinks(orderId: string, email: string): Promise<WithdrawCheckoutResumeLinksResponse> {
    const withdrawn = await this.orders.withdrawResumeLinks(orderId, email);
    if (withdrawn === null) throw new OrderNotFound();
    return { withdrawn };
  }
}
