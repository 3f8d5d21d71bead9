import { randomBytes } from 'node:crypto';
import type { TestCard } from '@biz/contracts';
import { idOf, type InvoiceObject, type RefundObject, type SubscriptionObject } from './stripe-objects';
import type { SchedulePhaseParams } from './stripe-api';
import { cardBehaviour, MagicPaymentMethods } from './test-cards';
import {
  invalid,
  missing,
  SimStripeError,
  type SimCustomer,
  type SimEvent,
  type SimInvoice,
  type SimPaymentIntent,
  type SimPaymentMethod,
  type SimPrice,
  type SimRefund,
  type SimSchedule,
  type SimSubscription,
} from './sim-objects';
import type { SimRecord, SimStore } from './sim-store';

export const SECONDS_PER_DAY = 86_400;
/** Stripe's smart retries, reduced to a fixed plan: days after the failed renewal, then the subscription is canceled. */
const RETRY_AFTER_DAYS = [3, 5, 7];
/** An incomplete subscription whose first payment is not made within 23 hours expires. */
const INCOMPLETE_EXPIRES_AFTER = 23 * 3600;
const ENDED = new Set(['canceled', 'incomplete_expired']);

/** What an invoice of `amount` asks the card for, after the customer's credit (a negative balance). */
function creditFor(amount: number, balance: number): number {
  return Math.min(Math.max(-balance, 0), Math.max(amount, 0));
}

const newId = (prefix: string) => `${prefix}_sim${randomBytes(10).toString('hex')}`;

/** `at` plus one billing interval, on the same day of the month (clamped to the month's last day), as Stripe bills. */
export function addInterval(at: number, interval: 'month' | 'year'): number {
  const date = new Date(at * 1000);
  const months = interval === 'year' ? 12 : 1;
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/**
 * One operation of the simulated provider: Stripe's subscription billing (customers, saved cards,
 * subscriptions, invoices and their payments, schedules, prorations, renewals, retries) over a store, at a
 * clock. The events it raises are collected for the caller to deliver once the operation is stored.
 */
export class SimBilling {
  readonly events: SimEvent[] = [];

  constructor(
    private readonly store: SimStore,
    private readonly prices: ReadonlyMap<string, SimPrice>,
    public now: number,
  ) {}

  // --- customers and cards -------------------------------------------------------------------------

  async createCustomer(params: { email?: string; metadata: Record<string, string> }): Promise<SimCustomer> {
    const customer: SimCustomer = { id: newId('cus'), object: 'customer', email: params.email ?? null, metadata: params.metadata, balance: 0, invoice_settings: { default_payment_method: null }, created: this.now };
    await this.store.put(customer);
    return customer;
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<SimCustomer> {
    const customer = await this.customer(customerId);
    await this.attachedCard(paymentMethodId, customerId);
    customer.invoice_settings.default_payment_method = paymentMethodId;
    await this.store.put(customer);
    return customer;
  }

  /** Test mode's TEST MODE form: a card saved the way Stripe.js's createPaymentMethod would. */
  async createCard(card: TestCard): Promise<SimPaymentMethod> {
    const checked = cardBehaviour(card, new Date(this.now * 1000));
    if (!checked.ok) throw new SimStripeError(402, 'card_error', checked.code, checked.message);
    const method: SimPaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: card.number.startsWith('4') ? 'visa' : 'card', last4: card.number.slice(-4), exp_month: card.expMonth, exp_year: card.expYear < 100 ? 2000 + card.expYear : card.expYear },
      customer: null,
      behaviour: checked.behaviour,
      authenticated: false,
    };
    await this.store.put(method);
    return method;
  }

  /** A card that declines is refused when saved, as Stripe refuses it; Stripe's magic ids save a new card each time. */
  async attach(paymentMethodId: string, customerId: string): Promise<SimPaymentMethod> {
    await this.customer(customerId);
    const magic = MagicPaymentMethods[paymentMethodId];
    const method = magic
      ? await this.createCard({ number: magic, expMonth: 12, expYear: new Date(this.now * 1000).getUTCFullYear() + 3, cvc: '123' })
      : await this.store.get<SimPaymentMethod>(paymentMethodId);
    if (!method) throw missing('PaymentMethod', paymentMethodId);
    if (method.customer && method.customer !== customerId) throw invalid(`The payment method you provided has already been attached to a customer.`);
    if (method.behaviour.kind === 'declines') throw new SimStripeError(402, 'card_error', method.behaviour.code, method.behaviour.message);
    method.customer = customerId;
    await this.store.put(method);
    return method;
  }

  // --- subscriptions -------------------------------------------------------------------------------

  async createSubscription(params: { customer: string; price: string; paymentMethod: string; metadata: Record<string, string> }): Promise<SimSubscription> {
    const customer = await this.customer(params.customer);
    const price = this.price(params.price);
    await this.attachedCard(params.paymentMethod, customer.id);
    const subscription: SimSubscription = {
      id: newId('sub'),
      object: 'subscription',
      customer: customer.id,
      status: 'incomplete',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: this.now,
      items: { data: [{ id: newId('si'), price: { id: price.id }, current_period_start: this.now, current_period_end: addInterval(this.now, price.interval) }] },
      latest_invoice: null,
      schedule: null,
      default_payment_method: params.paymentMethod,
      pending_update: null,
      metadata: params.metadata,
    };
    await this.store.put(subscription);
    this.emit('customer.subscription.created', subscription);
    await this.invoice(subscription, price.amount, 'subscription_create', { offSession: false, unpaid: 'incomplete' });
    return this.subscription(subscription.id);
  }

  async updateSubscription(
    id: string,
    params: { price?: string; cancelAtPeriodEnd?: boolean; defaultPaymentMethod?: string; prorate: boolean; pendingIfIncomplete: boolean },
  ): Promise<SimSubscription> {
    const subscription = await this.subscription(id);
    if (ENDED.has(subscription.status)) throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    if (subscription.schedule && (params.price !== undefined || params.cancelAtPeriodEnd !== undefined)) {
      throw invalid(`The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`);
    }
    if (params.defaultPaymentMethod !== undefined) {
      await this.attachedCard(params.defaultPaymentMethod, subscription.customer);
      subscription.default_payment_method = params.defaultPaymentMethod;
    }
    if (params.cancelAtPeriodEnd !== undefined) {
      subscription.cancel_at_period_end = params.cancelAtPeriodEnd;
      subscription.cancel_at = params.cancelAtPeriodEnd ? subscription.items.data[0].current_period_end : null;
    }
    const before = structuredClone(subscription.items.data[0]);
    const charge = params.price && params.price !== before.price.id ? this.reprice(subscription, this.price(params.price)) : 0;
    subscription.pending_update = null;
    await this.store.put(subscription);
    if (charge !== 0 && params.prorate) {
      const paid = await this.invoice(subscription, charge, 'subscription_update', { offSession: true, unpaid: params.pendingIfIncomplete ? 'pending' : 'past_due' });
      if (!paid && params.pendingIfIncomplete) return this.keepPending(await this.subscription(id), before);
    }
    this.emit('customer.subscription.updated', await this.subscription(id));
    return this.subscription(id);
  }

  /** What `updateSubscription` to this price with proration would invoice now, changing nothing. */
  async previewPriceChange(id: string, priceId: string): Promise<number> {
    const subscription = structuredClone(await this.subscription(id));
    if (ENDED.has(subscription.status)) throw invalid('A canceled subscription cannot be previewed.');
    const price = this.price(priceId);
    const charge = price.id === subscription.items.data[0].price.id ? 0 : this.reprice(subscription, price);
    const { balance } = await this.customer(subscription.customer);
    return Math.max(charge, 0) - creditFor(charge, balance);
  }

  /** `pending_if_incomplete` and the change's invoice was not paid: the subscription keeps its price and period. */
  private async keepPending(subscription: SimSubscription, item: SimSubscription['items']['data'][number]): Promise<SimSubscription> {
    subscription.items.data[0] = item;
    subscription.pending_update = { expires_at: this.now + INCOMPLETE_EXPIRES_AFTER };
    const invoice = await this.invoiceById(subscription.latest_invoice!);
    await this.store.put({ ...invoice, status: 'void', next_payment_attempt: null });
    await this.store.put(subscription);
    return subscription;
  }

  /**
   * The price changes now. Same interval: the rest of the period is charged at the new price less the
   * old one. Another interval: a new period starts now, charged in full less the unused old period.
   */
  private reprice(subscription: SimSubscription, price: SimPrice): number {
    const item = subscription.items.data[0];
    const old = this.price(item.price.id);
    const { current_period_start: start, current_period_end: end } = item;
    const unused = end > start ? Math.max(0, end - this.now) / (end - start) : 0;
    item.price = { id: price.id };
    if (old.interval === price.interval) return Math.round(price.amount * unused) - Math.round(old.amount * unused);
    item.current_period_start = this.now;
    item.current_period_end = addInterval(this.now, price.interval);
    return price.amount - Math.round(old.amount * unused);
  }

  /** Ends it now: no further invoice, and what it still owed is voided. */
  async cancelSubscription(id: string): Promise<SimSubscription> {
    const subscription = await this.subscription(id);
    if (ENDED.has(subscription.status)) return subscription;
    await this.end(subscription, 'canceled');
    return subscription;
  }

  private async end(subscription: SimSubscription, status: 'canceled' | 'incomplete_expired'): Promise<void> {
    subscription.status = status;
    subscription.ended_at = this.now;
    subscription.canceled_at = status === 'canceled' ? this.now : null;
    subscription.cancel_at_period_end = false;
    subscription.cancel_at = null;
    if (subscription.schedule) {
      const schedule = await this.schedule(subscription.schedule);
      await this.store.put({ ...schedule, status: 'canceled' });
    }
    for (const invoice of await this.openInvoicesOf(subscription.id)) await this.store.put({ ...invoice, status: 'void', next_payment_attempt: null });
    await this.store.put(subscription);
    this.emit(status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated', subscription);
  }

  // --- schedules (a change at the end of the period) ------------------------------------------------

  async createSchedule(subscriptionId: string): Promise<SimSchedule> {
    const subscription = await this.subscription(subscriptionId);
    if (subscription.schedule) throw invalid(`Subscription ${subscription.id} is already attached to a schedule.`);
    const item = subscription.items.data[0];
    const schedule: SimSchedule = {
      id: newId('sub_sched'),
      object: 'subscription_schedule',
      status: 'active',
      subscription: subscription.id,
      end_behavior: 'release',
      phases: [{ start_date: item.current_period_start, end_date: item.current_period_end, items: [{ price: item.price.id }] }],
    };
    subscription.schedule = schedule.id;
    await this.store.put(schedule);
    await this.store.put(subscription);
    this.emit('customer.subscription.updated', subscription);
    return schedule;
  }

  async updateSchedule(id: string, phases: SchedulePhaseParams[]): Promise<SimSchedule> {
    const schedule = await this.schedule(id);
    if (schedule.status !== 'active' || !schedule.subscription) throw invalid(`You cannot update a subscription schedule that is ${schedule.status}.`);
    const current = schedule.phases[0];
    if (phases.length === 0 || phases[0].start_date !== current.start_date) throw invalid('The first phase must keep the start date of the current phase.');
    for (const phase of phases) for (const { price } of phase.items) this.price(price);
    let start = current.start_date;
    schedule.phases = phases.map((phase) => {
      const startDate = phase.start_date ?? start;
      const endDate = phase.end_date ?? (phase.duration ? addInterval(startDate, phase.duration.interval) : null);
      start = endDate ?? startDate;
      return { start_date: startDate, end_date: endDate, items: phase.items.map(({ price }) => ({ price })) };
    });
    await this.store.put(schedule);
    this.emit('customer.subscription.updated', await this.subscription(schedule.subscription));
    return schedule;
  }

  async releaseSchedule(id: string): Promise<SimSchedule> {
    const schedule = await this.schedule(id);
    if (schedule.status !== 'active' || !schedule.subscription) throw invalid(`You cannot release a subscription schedule that is currently in the \`${schedule.status}\` status.`);
    const subscription = await this.subscription(schedule.subscription);
    subscription.schedule = null;
    schedule.status = 'released';
    await this.store.put(schedule);
    await this.store.put(subscription);
    this.emit('customer.subscription.updated', subscription);
    return schedule;
  }

  // --- invoices and payments -----------------------------------------------------------------------

  /** Pays an open invoice with the card given now (the client is present): a refusal is thrown as Stripe does. */
  async payInvoice(id: string, paymentMethodId: string): Promise<SimInvoice> {
    const invoice = await this.invoiceById(id);
    if (invoice.status !== 'open') throw invalid(`Invoice ${id} is already ${invoice.status}.`);
    await this.attachedCard(paymentMethodId, invoice.customer);
    const intent = await this.attempt(invoice, paymentMethodId, { offSession: false });
    if (intent.status === 'requires_action') {
      throw new SimStripeError(402, 'card_error', 'invoice_payment_intent_requires_action', 'This payment requires additional user action before it can be completed successfully.');
    }
    if (intent.status !== 'succeeded') throw new SimStripeError(402, 'card_error', intent.last_payment_error?.code ?? 'card_declined', intent.last_payment_error?.message ?? 'Your card was declined.');
    return this.invoiceById(id);
  }

  /**
   * A PaymentIntent of its own (a sprint checkout), waiting for a card. Its id keeps the `pi_test_<hex>`
   * shape test mode has always answered, which the checkout's contract pins.
   */
  async createPaymentIntent(params: { amount: number; currency: string; metadata: Record<string, string> }): Promise<SimPaymentIntent> {
    const id = `pi_test_${randomBytes(12).toString('hex')}`;
    const intent: SimPaymentIntent = {
      id,
      object: 'payment_intent',
      amount: params.amount,
      currency: params.currency,
      metadata: params.metadata,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      last_payment_error: null,
      invoice: null,
      payment_method: null,
    };
    await this.store.put(intent);
    return intent;
  }

  /**
   * Stripe.js's confirmCardPayment: the card is charged with the buyer present. A card that asks for 3-D
   * Secure leaves it waiting for `authenticate`; a declined one leaves it open for another card.
   */
  async confirmPayment(clientSecret: string, paymentMethodId: string): Promise<SimPaymentIntent> {
    const intent = await this.intentBySecret(clientSecret);
    if (intent.status === 'succeeded' || intent.invoice) return intent;
    const method = await this.store.get<SimPaymentMethod>(paymentMethodId);
    if (!method) throw missing('PaymentMethod', paymentMethodId);
    this.charge(intent, method, { offSession: false });
    await this.store.put(intent);
    this.emit(paymentIntentEventOf(intent), intent);
    return intent;
  }

  /** The test page's answer to 3-D Secure: the payment goes through, or fails as unauthenticated. */
  async authenticate(clientSecret: string, approve: boolean): Promise<SimPaymentIntent> {
    const intent = await this.intentBySecret(clientSecret);
    if (intent.status !== 'requires_action') return intent;
    const invoice = intent.invoice ? await this.invoiceById(intent.invoice) : null;
    if (approve) {
      const method = intent.payment_method ? await this.store.get<SimPaymentMethod>(intent.payment_method) : undefined;
      if (method) await this.store.put({ ...method, authenticated: true });
      intent.status = 'succeeded';
      await this.store.put(intent);
      if (invoice) await this.paid(invoice, intent);
    } else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' };
      await this.store.put(intent);
      if (invoice) this.emit('invoice.payment_failed', invoice);
    }
    if (!invoice) this.emit(paymentIntentEventOf(intent), intent);
    return intent;
  }

  /**
   * Stripe's refund of a whole PaymentIntent: only of one that succeeded, and once (Stripe answers
   * `charge_already_refunded` to a second; a retry with the same idempotency key gets the first answer).
   */
  async refund(paymentIntentId: string, metadata: Record<string, string>): Promise<RefundObject> {
    const intent = await this.paymentIntent(paymentIntentId);
    if (intent.status !== 'succeeded') throw invalid(`PaymentIntent ${paymentIntentId} has no successful charge to refund.`);
    if ((await this.store.all<SimRefund & SimRecord>('refund')).some((refund) => refund.payment_intent === paymentIntentId)) {
      throw new SimStripeError(400, 'invalid_request_error', 'charge_already_refunded', `Charge for ${paymentIntentId} has already been refunded.`);
    }
    const refund: SimRefund = { id: `re_test_${randomBytes(12).toString('hex')}`, object: 'refund', amount: intent.amount, currency: intent.currency, payment_intent: paymentIntentId, status: 'succeeded', metadata };
    await this.store.put(refund);
    return refund;
  }

  private async intentBySecret(clientSecret: string): Promise<SimPaymentIntent> {
    const intent = (await this.store.all<SimPaymentIntent & SimRecord>('payment_intent')).find((pi) => pi.client_secret === clientSecret);
    return intent ?? Promise.reject(missing('payment_intent', clientSecret.split('_secret_')[0]));
  }

  /** What this test card does when charged: pays, declines with the bank's words, or asks for 3-D Secure. */
  private charge(intent: SimPaymentIntent, method: SimPaymentMethod, { offSession }: { offSession: boolean }): void {
    const { behaviour } = method;
    intent.payment_method = method.id;
    intent.status = 'succeeded';
    intent.last_payment_error = null;
    if (behaviour.kind === 'declines') intent.last_payment_error = { type: 'card_error', code: behaviour.code, message: behaviour.message };
    if (behaviour.kind === 'fails-after-attach') intent.last_payment_error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
    if (intent.last_payment_error) intent.status = 'requires_payment_method';
    const asksToAuthenticate = behaviour.kind === 'authenticates-always' || (behaviour.kind === 'authenticates-once' && !(offSession && method.authenticated));
    if (asksToAuthenticate) intent.status = 'requires_action';
  }

  /**
   * Bills `amount` now on the subscription's card. Unpaid, a first invoice leaves the subscription
   * incomplete, a renewal or a change makes it past due, and a pending change is for the caller to undo.
   */
  private async invoice(
    subscription: SimSubscription,
    amount: number,
    reason: string,
    { offSession, unpaid }: { offSession: boolean; unpaid: 'incomplete' | 'past_due' | 'pending' },
  ): Promise<boolean> {
    const customer = await this.customer(subscription.customer);
    const credit = creditFor(amount, customer.balance);
    customer.balance += credit + Math.min(amount, 0);
    await this.store.put(customer);
    const invoice: SimInvoice = {
      id: newId('in'),
      object: 'invoice',
      customer: customer.id,
      subscription: subscription.id,
      status: 'open',
      amount_due: Math.max(amount, 0) - credit,
      amount_paid: 0,
      attempt_count: 0,
      billing_reason: reason,
      created: this.now,
      parent: { subscription_details: { subscription: subscription.id } },
      payment_intents: [],
      next_payment_attempt: null,
    };
    subscription.latest_invoice = invoice.id;
    await this.store.put(subscription);
    await this.store.put(invoice);
    this.emit('invoice.created', invoice);
    if (invoice.amount_due === 0) {
      await this.paid(invoice, null);
      return true;
    }
    const card = subscription.default_payment_method ?? customer.invoice_settings.default_payment_method;
    const intent = card ? await this.attempt(invoice, card, { offSession }) : undefined;
    if (intent?.status === 'succeeded') return true;
    if (unpaid === 'past_due') await this.failed(await this.invoiceById(invoice.id), await this.subscription(subscription.id));
    return false;
  }

  /** One payment attempt of an invoice on a card, with what that test card does. */
  private async attempt(invoice: SimInvoice, paymentMethodId: string, { offSession }: { offSession: boolean }): Promise<SimPaymentIntent> {
    const method = await this.store.get<SimPaymentMethod>(paymentMethodId);
    if (!method) throw missing('PaymentMethod', paymentMethodId);
    const id = newId('pi');
    const intent: SimPaymentIntent = {
      id,
      object: 'payment_intent',
      amount: invoice.amount_due,
      currency: 'usd',
      metadata: {},
      status: 'succeeded',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      last_payment_error: null,
      invoice: invoice.id,
      payment_method: method.id,
    };
    this.charge(intent, method, { offSession });
    invoice.payment_intents.push(intent.id);
    invoice.attempt_count += 1;
    await this.store.put(intent);
    await this.store.put(invoice);
    if (intent.status === 'succeeded') await this.paid(invoice, intent);
    else this.emit(intent.status === 'requires_action' ? 'invoice.payment_action_required' : 'invoice.payment_failed', invoice);
    return intent;
  }

  private async paid(invoice: SimInvoice, intent: SimPaymentIntent | null): Promise<void> {
    invoice.status = 'paid';
    invoice.amount_paid = intent?.amount ?? 0;
    invoice.next_payment_attempt = null;
    await this.store.put(invoice);
    this.emit('invoice.paid', invoice);
    const subscription = await this.subscription(invoice.subscription);
    if (ENDED.has(subscription.status) || subscription.status === 'active') return;
    if ((await this.openInvoicesOf(subscription.id)).length > 0) return;
    subscription.status = 'active';
    await this.store.put(subscription);
    this.emit('customer.subscription.updated', subscription);
  }

  /** A renewal or change that could not be paid: past due, retried on Stripe's schedule, then canceled. */
  private async failed(invoice: SimInvoice, subscription: SimSubscription): Promise<void> {
    const retry = RETRY_AFTER_DAYS[invoice.attempt_count - 1];
    invoice.next_payment_attempt = retry === undefined ? null : this.now + retry * SECONDS_PER_DAY;
    await this.store.put(invoice);
    if (retry === undefined && invoice.attempt_count > RETRY_AFTER_DAYS.length) {
      await this.store.put({ ...invoice, status: 'uncollectible' });
      return this.end(subscription, 'canceled');
    }
    if (subscription.status !== 'past_due') {
      subscription.status = 'past_due';
      await this.store.put(subscription);
      this.emit('customer.subscription.updated', subscription);
    }
  }

  // --- the clock -------------------------------------------------------------------------------------

  /** Runs everything due up to `target` in time order: renewals, retries, period-end cancels, expiries. */
  async runUntil(target: number): Promise<void> {
    for (let step = 0; step < 10_000; step++) {
      const next = await this.nextDue();
      if (!next || next.at > target) break;
      this.now = Math.max(this.now, next.at);
      await next.run();
    }
    this.now = Math.max(this.now, target);
  }

  private async nextDue(): Promise<{ at: number; run: () => Promise<void> } | undefined> {
    const due: Array<{ at: number; run: () => Promise<void> }> = [];
    for (const subscription of await this.store.all<SimSubscription>('subscription')) {
      if (subscription.status === 'incomplete') due.push({ at: subscription.created + INCOMPLETE_EXPIRES_AFTER, run: () => this.end(subscription, 'incomplete_expired') });
      else if (!ENDED.has(subscription.status)) due.push({ at: subscription.items.data[0].current_period_end, run: () => this.renew(subscription) });
    }
    for (const invoice of await this.store.all<SimInvoice>('invoice')) {
      if (invoice.status === 'open' && invoice.next_payment_attempt !== null) due.push({ at: invoice.next_payment_attempt, run: () => this.retry(invoice) });
    }
    return due.sort((a, b) => a.at - b.at)[0];
  }

  private async renew(subscription: SimSubscription): Promise<void> {
    if (subscription.cancel_at_period_end) return this.end(subscription, 'canceled');
    const item = subscription.items.data[0];
    const periodEnd = item.current_period_end;
    if (subscription.schedule) await this.enterNextPhase(subscription, periodEnd);
    const price = this.price(item.price.id);
    item.current_period_start = periodEnd;
    item.current_period_end = addInterval(periodEnd, price.interval);
    await this.store.put(subscription);
    this.emit('customer.subscription.updated', subscription);
    await this.invoice(subscription, price.amount, 'subscription_cycle', { offSession: true, unpaid: 'past_due' });
  }

  private async enterNextPhase(subscription: SimSubscription, at: number): Promise<void> {
    const schedule = await this.schedule(subscription.schedule!);
    const index = schedule.phases.findIndex((phase) => phase.start_date === at);
    if (index < 0) return;
    subscription.items.data[0].price = { id: idOf(schedule.phases[index].items[0].price) };
    if (index === schedule.phases.length - 1) {
      schedule.status = 'released';
      subscription.schedule = null;
    }
    await this.store.put(schedule);
  }

  private async retry(invoice: SimInvoice): Promise<void> {
    const subscription = await this.subscription(invoice.subscription);
    const customer = await this.customer(invoice.customer);
    const card = subscription.default_payment_method ?? customer.invoice_settings.default_payment_method;
    const intent = card ? await this.attempt(invoice, card, { offSession: true }) : undefined;
    if (intent?.status !== 'succeeded') await this.failed(await this.invoiceById(invoice.id), await this.subscription(invoice.subscription));
  }

  // --- reads ---------------------------------------------------------------------------------------

  async subscription(id: string): Promise<SimSubscription> {
    return (await this.store.get<SimSubscription>(id)) ?? Promise.reject(missing('subscription', id));
  }

  /** A subscription as the API answers it, with the references `expand` names replaced by their objects. */
  async subscriptionView(id: string, expand: readonly string[] = []): Promise<SubscriptionObject> {
    const { canceled_at: _canceledAt, ...subscription } = await this.subscription(id);
    const invoice = subscription.latest_invoice && expand.some((path) => path.startsWith('latest_invoice')) ? await this.invoiceView(subscription.latest_invoice, expand.includes('latest_invoice.payments')) : null;
    const schedule = subscription.schedule && expand.includes('schedule') ? await this.schedule(subscription.schedule) : null;
    const card = subscription.default_payment_method && expand.includes('default_payment_method') ? await this.store.get<SimPaymentMethod>(subscription.default_payment_method) : null;
    return {
      ...subscription,
      latest_invoice: invoice ?? subscription.latest_invoice,
      schedule: schedule ?? subscription.schedule,
      default_payment_method: card ? cardView(card) : subscription.default_payment_method,
    };
  }

  async invoiceView(id: string, withPayments = false): Promise<InvoiceObject> {
    const { payment_intents: intents, customer: _customer, subscription: _subscription, amount_paid: _paid, next_payment_attempt: _next, ...invoice } = await this.invoiceById(id);
    return withPayments ? { ...invoice, payments: { data: intents.map((paymentIntent) => ({ payment: { payment_intent: paymentIntent } })) } } : invoice;
  }

  async paymentIntent(id: string): Promise<SimPaymentIntent> {
    return (await this.store.get<SimPaymentIntent & SimRecord>(id)) ?? Promise.reject(missing('payment_intent', id));
  }

  async schedule(id: string): Promise<SimSchedule> {
    return (await this.store.get<SimSchedule>(id)) ?? Promise.reject(missing('subscription_schedule', id));
  }

  private async invoiceById(id: string): Promise<SimInvoice> {
    return (await this.store.get<SimInvoice>(id)) ?? Promise.reject(missing('invoice', id));
  }

  private async customer(id: string): Promise<SimCustomer> {
    return (await this.store.get<SimCustomer>(id)) ?? Promise.reject(missing('customer', id));
  }

  private async attachedCard(paymentMethodId: string, customerId: string): Promise<SimPaymentMethod> {
    const method = await this.store.get<SimPaymentMethod>(paymentMethodId);
    if (!method || method.customer !== customerId) {
      throw new SimStripeError(400, 'invalid_request_error', 'resource_missing', `The customer does not have a payment method with the ID ${paymentMethodId}. The payment method must be attached to the customer.`);
    }
    return method;
  }

  private async openInvoicesOf(subscriptionId: string): Promise<SimInvoice[]> {
    return (await this.store.all<SimInvoice>('invoice')).filter((invoice) => invoice.subscription === subscriptionId && invoice.status === 'open');
  }

  private price(id: string): SimPrice {
    const price = this.prices.get(id);
    if (!price) throw missing('price', id);
    return price;
  }

  private emit(type: string, object: { id: string; object: string }): void {
    this.events.push({ id: newId('evt'), object: 'event', type, created: this.now, data: { object: structuredClone(object) } });
  }
}

/** The event a PaymentIntent of its own raises where it now stands. */
function paymentIntentEventOf(intent: SimPaymentIntent): string {
  if (intent.status === 'succeeded') return 'payment_intent.succeeded';
  return intent.status === 'requires_action' ? 'payment_intent.requires_action' : 'payment_intent.payment_failed';
}

/** A saved card as the API shows it: never its test behaviour. */
export function cardView({ id, object, type, card, customer }: SimPaymentMethod) {
  return { id, object, type, card: { brand: card.brand, last4: card.last4 }, customer };
}
