import { ValidationMessage } from '@biz/contracts';
import { providerCall as call } from '../stripe/provider-call';
import { PaymentDeclined } from '../billing-errors';
import type { StripeApi } from '@biz/stripe-simulator';
import type { PlanPrices } from './plan-prices';
import { lastPaymentIntentId, SUBSCRIPTION_EXPAND, toProviderSubscription, type ProviderSubscription } from './provider-subscription';

/** Injection token of the subscription provider, over the Stripe seam chosen at boot. */
export const SUBSCRIPTION_PROVIDER = Symbol('SUBSCRIPTION_PROVIDER');

/** Subscriptions at the provider, through Stripe's API (the SDK, or the simulation that answers the same calls). */
export class SubscriptionProvider {
  constructor(
    private readonly api: StripeApi,
    readonly prices: PlanPrices,
  ) {}

  /** Where the subscription stands now, with the payment its latest invoice is waiting on. */
  async fetch(id: string): Promise<ProviderSubscription> {
    const subscription = await call('retrieving a subscription', () => this.api.subscriptions.retrieve(id, { expand: SUBSCRIPTION_EXPAND }));
    const invoice = subscription.latest_invoice;
    const paymentId = typeof invoice === 'object' && invoice?.status !== 'paid' ? lastPaymentIntentId(invoice) : null;
    const payment = paymentId ? await call('retrieving a payment', () => this.api.paymentIntents.retrieve(paymentId)) : null;
    return toProviderSubscription(subscription, payment);
  }

  /** One customer per client account: the key makes a retried or concurrent first call create one. */
  async createCustomer(accountId: string): Promise<string> {
    const customer = await call('creating a customer', () => this.api.customers.create({ metadata: { accountId } }, { idempotencyKey: `customer-${accountId}` }));
    return customer.id;
  }

  /** Saves the card to the customer as its default; answers the saved card's id (Stripe's test ids save a copy). */
  async saveCard(customerId: string, paymentMethodId: string): Promise<string> {
    const card = await call('saving a card', () => this.api.paymentMethods.attach(paymentMethodId, { customer: customerId }), { field: 'paymentMethodId', message: ValidationMessage.cardNotFound });
    await call('setting the default card', () => this.api.customers.update(customerId, { invoice_settings: { default_payment_method: card.id } }));
    return card.id;
  }

  /** Answers the new subscription's id. */
  async create(input: { customerId: string; accountId: string; priceId: string; paymentMethodId: string }): Promise<string> {
    const { customerId, accountId, priceId, paymentMethodId } = input;
    const created = await call('creating a subscription', () =>
      this.api.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: priceId }],
          default_payment_method: paymentMethodId,
          payment_behavior: 'allow_incomplete',
          metadata: { accountId },
          expand: SUBSCRIPTION_EXPAND,
        },
        { idempotencyKey: `subscription-${accountId}-${priceId}-${paymentMethodId}` },
      ),
    );
    return created.id;
  }

  /** Now, with the difference prorated and invoiced; applied only if that invoice is paid. */
  async changePriceNow(subscription: ProviderSubscription, priceId: string): Promise<void> {
    const current = await this.withoutPendingChanges(subscription);
    const itemId = await this.itemId(current.id);
    await call('changing a subscription', () =>
      this.api.subscriptions.update(current.id, { items: [{ id: itemId, price: priceId }], proration_behavior: 'always_invoice', payment_behavior: 'pending_if_incomplete' }),
    );
  }

  /** What `changePriceNow` would charge today: the provider's preview of the prorated invoice, credit deducted. */
  async previewPriceNow(subscription: ProviderSubscription, priceId: string): Promise<number> {
    const itemId = await this.itemId(subscription.id);
    const preview = await call('previewing a change', () =>
      this.api.invoices.createPreview({
        customer: subscription.customerId,
        subscription: subscription.id,
        subscription_details: { items: [{ id: itemId, price: priceId }], proration_behavior: 'always_invoice' },
      }),
    );
    return preview.amount_due;
  }

  /** At the end of the period: a schedule whose next phase bills the new price. */
  async changePriceAtPeriodEnd(subscription: ProviderSubscription, priceId: string): Promise<void> {
    const current = await this.withoutPendingChanges(subscription);
    const schedule = await call('scheduling a change', () => this.api.subscriptionSchedules.create({ from_subscription: current.id }));
    const phase = schedule.phases[0];
    const interval = this.prices.byPriceId(priceId)?.billing === 'yearly' ? 'year' : 'month';
    await call('scheduling a change', () =>
      this.api.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        phases: [
          { items: [{ price: current.priceId, quantity: 1 }], start_date: phase.start_date, end_date: phase.end_date ?? current.currentPeriodEnd },
          { items: [{ price: priceId, quantity: 1 }], duration: { interval, interval_count: 1 } },
        ],
      }),
    );
  }

  async setCancelAtPeriodEnd(subscription: ProviderSubscription, cancel: boolean): Promise<void> {
    const current = cancel && subscription.scheduleId ? await this.withoutSchedule(subscription) : subscription;
    await call('changing a cancellation', () => this.api.subscriptions.update(current.id, { cancel_at_period_end: cancel }));
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    await call('canceling a subscription', () => this.api.subscriptions.cancel(subscriptionId));
  }

  /** The card for the next payments; an invoice still unpaid is paid with it now. */
  async replaceCard(subscription: ProviderSubscription, paymentMethodId: string): Promise<void> {
    await call('changing the card', () => this.api.subscriptions.update(subscription.id, { default_payment_method: paymentMethodId }));
    const invoice = subscription.latestInvoice;
    if (invoice?.status === 'open') {
      try {
        await call('paying an invoice', () => this.api.invoices.pay(invoice.id, { payment_method: paymentMethodId }));
      } catch (err) {
        // 3-D Secure asked for: the fetched state carries the payment to confirm.
        if (!(err instanceof PaymentDeclined) || (await this.fetch(subscription.id)).latestInvoice?.payment?.status !== 'requires_action') throw err;
      }
    }
  }

  /** Drops a scheduled change: the client keeps the current plan. */
  async withoutSchedule(subscription: ProviderSubscription): Promise<ProviderSubscription> {
    if (!subscription.scheduleId) return subscription;
    await call('dropping a scheduled change', () => this.api.subscriptionSchedules.release(subscription.scheduleId!));
    return this.fetch(subscription.id);
  }

  /** A scheduled change dropped and a cancellation undone, before a change of plan that replaces them. */
  private async withoutPendingChanges(subscription: ProviderSubscription): Promise<ProviderSubscription> {
    const current = await this.withoutSchedule(subscription);
    if (!current.cancelAtPeriodEnd) return current;
    await call('undoing a cancellation', () => this.api.subscriptions.update(current.id, { cancel_at_period_end: false }));
    return this.fetch(current.id);
  }

  private async itemId(subscriptionId: string): Promise<string> {
    const subscription = await call('retrieving a subscription', () => this.api.subscriptions.retrieve(subscriptionId));
    return subscription.items.data[0].id;
  }
}
