import {
  LIVE_SUBSCRIPTION_STATUSES,
  monthlyCentsOf,
  PAYING_SUBSCRIPTION_STATUSES,
  type CancelSubscriptionResponse,
  type CreateSubscriptionRequest,
  type CreateSubscriptionResponse,
  type PlanChangePreviewResponse,
  type Subscription,
  type SubscriptionResponse,
  type SubscriptionSummaryResponse,
  type UpdateSubscriptionRequest,
} from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { PaymentDeclined, PaymentProviderRefused, SubscriptionNotChangeable } from '../billing-errors';
import type { PlanPrice } from './plan-prices';
import { SubscriptionLock } from './subscription-lock';
import { SUBSCRIPTION_PROVIDER, type SubscriptionProvider } from './subscription-provider';
import { SubscriptionSync } from './subscription-sync.service';
import { SubscriptionRepository, type SubscriptionRow } from './subscription.repository';

const noSubscription = () => new SubscriptionNotChangeable('You have no active subscription.');
const DECLINED = 'Your card was declined.';

/**
 * A client's subscription: start, change, cancel, resume, new card. Every change runs under the account's
 * lock and ends by re-reading the provider, so what is stored and answered is the provider's state.
 */
@Injectable()
export class SubscriptionService {
  constructor(
    @Inject(SUBSCRIPTION_PROVIDER) private readonly provider: SubscriptionProvider,
    @Inject(SubscriptionRepository) private readonly repository: SubscriptionRepository,
    @Inject(SubscriptionSync) private readonly projection: SubscriptionSync,
    @Inject(SubscriptionLock) private readonly lock: SubscriptionLock,
  ) {}

  /** The agency's view: each live subscription, and the monthly recurring revenue of those paid up. */
  async summary(): Promise<SubscriptionSummaryResponse> {
    const subscriptions = (await this.repository.live()).map((row) => {
      const { plan, billing, status, priceCents, nextBillingDate, cancelAtPeriodEnd, paymentIssue } = this.projection.view(row);
      const monthlyCents = monthlyCentsOf(billing, priceCents);
      return { accountId: row.account_id, plan, billing, status, priceCents, monthlyCents, nextBillingDate, cancelAtPeriodEnd, paymentIssue };
    });
    const paying = subscriptions.filter((subscription) => PAYING_SUBSCRIPTION_STATUSES.includes(subscription.status));
    return {
      mrrCents: paying.reduce((sum, subscription) => sum + subscription.monthlyCents, 0),
      activeCount: paying.length,
      pastDueCount: subscriptions.length - paying.length,
      subscriptions,
    };
  }

  async ofAccount(accountId: string): Promise<Subscription | null> {
    const row = await this.repository.current(accountId);
    return row ? this.projection.view(row) : null;
  }

  /**
   * Subscribes with the card: paid → done; the bank asks for 3-D Secure → its client secret; declined → 402
   * and the attempt is canceled. A live subscription is changed instead, and a repeat of a submit that is
   * still waiting for 3-D Secure answers the same challenge.
   */
  create(accountId: string, { planName, billing, paymentMethodId }: CreateSubscriptionRequest): Promise<CreateSubscriptionResponse> {
    return this.lock.holding(accountId, async () => {
      const price = this.provider.prices.priceOf(planName, billing);
      const current = await this.repository.current(accountId);
      if (current && LIVE_SUBSCRIPTION_STATUSES.includes(current.status)) {
        return { requiresAction: false, clientSecret: null, subscription: await this.change(current, price) };
      }
      if (current?.status === 'incomplete') {
        const { subscription } = await this.projection.sync(current.subscription_id);
        const challenge = subscription.latestInvoice?.payment;
        if (subscription.status === 'incomplete' && subscription.priceId === price.id && challenge?.status === 'requires_action') {
          return { requiresAction: true, clientSecret: challenge.client_secret };
        }
        if (subscription.status === 'incomplete') await this.provider.cancelNow(subscription.id);
      }
      const customerId = await this.customerOf(accountId);
      const card = await this.provider.saveCard(customerId, paymentMethodId);
      const id = await this.provider.create({ customerId, accountId, priceId: price.id, paymentMethodId: card });
      const { subscription, row } = await this.projection.sync(id);
      const payment = subscription.latestInvoice?.payment;
      if (subscription.status === 'incomplete' && payment?.status === 'requires_action') {
        return { requiresAction: true, clientSecret: payment.client_secret };
      }
      if (subscription.status === 'incomplete') {
        await this.provider.cancelNow(id);
        await this.projection.sync(id);
        throw new PaymentDeclined(payment?.last_payment_error?.message ?? DECLINED);
      }
      return { requiresAction: false, clientSecret: null, subscription: this.viewOf(row) };
    });
  }

  update(accountId: string, { planName, billing }: UpdateSubscriptionRequest): Promise<SubscriptionResponse> {
    return this.lock.holding(accountId, async () => ({ subscription: await this.change(await this.live(accountId), this.provider.prices.priceOf(planName, billing)) }));
  }

  cancel(accountId: string, immediate: boolean): Promise<CancelSubscriptionResponse> {
    return this.lock.holding(accountId, async () => {
      const { subscription } = await this.projection.sync((await this.live(accountId)).subscription_id);
      if (immediate) await this.provider.cancelNow(subscription.id);
      else await this.provider.setCancelAtPeriodEnd(subscription, true);
      return { immediate, subscription: await this.resynced(subscription.id) };
    });
  }

  /** Undoes a cancellation at period end, while the period lasts. */
  resume(accountId: string): Promise<SubscriptionResponse> {
    return this.lock.holding(accountId, async () => {
      const current = await this.live(accountId);
      if (!current.cancel_at_period_end) return { subscription: this.viewOf(current) };
      const { subscription } = await this.projection.sync(current.subscription_id);
      await this.provider.setCancelAtPeriodEnd(subscription, false);
      return { subscription: await this.resynced(subscription.id) };
    });
  }

  /** Drops a change scheduled for the period's end (a downgrade): the client keeps the current plan. */
  undoScheduledChange(accountId: string): Promise<SubscriptionResponse> {
    return this.lock.holding(accountId, async () => {
      const current = await this.live(accountId);
      const { subscription } = await this.projection.sync(current.subscription_id);
      if (!subscription.scheduleId) return { subscription: this.viewOf(current) };
      await this.provider.withoutSchedule(subscription);
      return { subscription: await this.resynced(subscription.id) };
    });
  }

  /** What `update` to this plan and cycle would charge today, as the provider previews it; nothing is changed. */
  async previewChange(accountId: string, { planName, billing }: UpdateSubscriptionRequest): Promise<PlanChangePreviewResponse> {
    const price = this.provider.prices.priceOf(planName, billing);
    const current = await this.live(accountId);
    const { subscription } = await this.changeable(current);
    if (subscription.priceId === price.id) return { appliesAt: 'now', chargedTodayCents: 0 };
    if (this.appliesAtPeriodEnd(subscription.priceId, current.plan, price)) return { appliesAt: 'period_end', chargedTodayCents: 0 };
    return { appliesAt: 'now', chargedTodayCents: await this.provider.previewPriceNow(subscription, price.id) };
  }

  /** The card for the next payments; an unpaid invoice (a failed renewal) is paid with it now. */
  updatePaymentMethod(accountId: string, paymentMethodId: string): Promise<CreateSubscriptionResponse> {
    return this.lock.holding(accountId, async () => {
      const current = await this.repository.current(accountId);
      if (!current || !LIVE_SUBSCRIPTION_STATUSES.includes(current.status)) throw noSubscription();
      const card = await this.provider.saveCard(current.customer_id, paymentMethodId);
      const { subscription } = await this.projection.sync(current.subscription_id);
      await this.provider.replaceCard(subscription, card);
      const { row } = await this.projection.sync(current.subscription_id);
      const view = this.viewOf(row);
      return view.paymentIssue === 'action_required'
        ? { requiresAction: true, clientSecret: view.actionClientSecret, subscription: view }
        : { requiresAction: false, clientSecret: null, subscription: view };
    });
  }

  /**
   * Another plan or cycle. A lower plan waits for the period's end (a schedule); a higher one, or the same
   * plan on another cycle, applies now with the difference prorated, and only if that is paid. Choosing
   * the current price again drops a scheduled change.
   */
  private async change(current: SubscriptionRow, price: PlanPrice): Promise<Subscription> {
    const { subscription } = await this.changeable(current);
    if (subscription.priceId === price.id) {
      await this.provider.withoutSchedule(subscription);
    } else if (this.appliesAtPeriodEnd(subscription.priceId, current.plan, price)) {
      await this.provider.changePriceAtPeriodEnd(subscription, price.id);
    } else {
      await this.provider.changePriceNow(subscription, price.id);
      const after = await this.projection.sync(subscription.id);
      if (after.subscription.pendingUpdate) throw new PaymentDeclined(after.subscription.latestInvoice?.payment?.last_payment_error?.message ?? DECLINED);
      return this.viewOf(after.row);
    }
    return this.resynced(subscription.id);
  }

  /** The provider's state of a subscription whose plan may change: a payment to settle comes first. */
  private async changeable(current: SubscriptionRow) {
    if (!['active', 'trialing'].includes(current.status)) {
      throw new SubscriptionNotChangeable('Your last payment did not go through: update your card before changing plan.');
    }
    return this.projection.sync(current.subscription_id);
  }

  /** A lower plan waits for the end of the period paid for. */
  private appliesAtPeriodEnd(currentPriceId: string, currentPlan: SubscriptionRow['plan'], price: PlanPrice): boolean {
    return currentPriceId !== price.id && this.provider.prices.rank(price.plan.name) < this.provider.prices.rank(currentPlan);
  }

  private async live(accountId: string): Promise<SubscriptionRow> {
    const current = await this.repository.current(accountId);
    if (!current || !LIVE_SUBSCRIPTION_STATUSES.includes(current.status)) throw noSubscription();
    return current;
  }

  private async customerOf(accountId: string): Promise<string> {
    const known = await this.repository.customerOf(accountId);
    if (known) return known;
    const created = await this.provider.createCustomer(accountId);
    await this.repository.saveCustomer(accountId, created);
    return created;
  }

  private async resynced(subscriptionId: string): Promise<Subscription> {
    return this.viewOf((await this.projection.sync(subscriptionId)).row);
  }

  /** A subscription billing made always projects; one that does not is a configuration fault, logged by the sync. */
  private viewOf(row: SubscriptionRow | undefined): Subscription {
    if (!row) throw new PaymentProviderRefused();
    return this.projection.view(row);
  }
}
