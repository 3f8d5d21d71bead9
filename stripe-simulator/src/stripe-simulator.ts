import type { TestCard } from '@biz/contracts';
import Stripe from 'stripe';
import { cardView, SimBilling } from './sim-billing';
import { invalid, type SimEvent, type SimIdempotentAnswer, type SimPaymentIntent, type SimPrice } from './sim-objects';
import type { SimStore, SimTransactor } from './sim-store';
import type { StripeApi } from './stripe-api';
import type { PaymentIntentObject } from './stripe-objects';

/** Receives the events of each operation once it is stored, in the order they happened. */
export type SimEventSink = (events: SimEvent[]) => Promise<void>;

/** Stripe's own signing scheme, from its SDK: the simulator signs and checks webhooks as Stripe does. */
const signing = new Stripe('sk_test_simulator').webhooks;

/** A PaymentIntent as the API shows it: never the simulation's own links. */
function intentView({ invoice: _invoice, payment_method: _method, ...intent }: SimPaymentIntent): PaymentIntentObject {
  return intent;
}

/**
 * Stripe simulated: sprint PaymentIntents and subscription billing, the `StripeApi` of test mode (stored
 * in billing's database) and of the fake Stripe server the tests drive the real SDK against (in memory).
 * Besides the API, it plays the browser's part that Stripe.js plays (save a card, confirm a payment, the
 * bank's 3-D Secure page) and a clock. Each call is one operation over the store; a call with an
 * Idempotency-Key answers what its first call answered.
 */
export class StripeSimulator implements StripeApi {
  private sink: SimEventSink = async () => undefined;

  constructor(
    private readonly transactor: SimTransactor,
    private readonly prices: ReadonlyMap<string, SimPrice>,
  ) {}

  /** Where each operation's events go once it is stored (billing's sync in test mode, the test's list in the fake). */
  deliverEventsTo(sink: SimEventSink): void {
    this.sink = sink;
  }

  /** The simulated clock: the real time plus what it was advanced by. */
  async now(): Promise<number> {
    return this.transactor.run(async (store) => nowOf(store));
  }

  /** Moves the clock ahead, running every renewal, retry and period-end cancellation due on the way. */
  async advance(seconds: number): Promise<number> {
    return this.operation(async (billing, store) => {
      await billing.runUntil(billing.now + seconds);
      await store.setClockOffset((await store.clockOffset()) + seconds);
      return billing.now;
    });
  }

  /** Stripe.js's createPaymentMethod: an invalid card is refused (402), any other is saved with its test behaviour. */
  createCard(card: TestCard) {
    return this.operation(async (billing) => cardView(await billing.createCard(card)));
  }

  /** Stripe.js's confirmCardPayment with a saved card: where the PaymentIntent stands afterwards. */
  confirmPayment(clientSecret: string, paymentMethodId: string): Promise<PaymentIntentObject> {
    return this.operation(async (billing) => intentView(await billing.confirmPayment(clientSecret, paymentMethodId)));
  }

  /** The bank's 3-D Secure page: the payment completes, or fails as unauthenticated. */
  authenticate(clientSecret: string, approve: boolean): Promise<PaymentIntentObject> {
    return this.operation(async (billing) => intentView(await billing.authenticate(clientSecret, approve)));
  }

  readonly customers: StripeApi['customers'] = {
    create: (params, options) => this.operation((billing) => billing.createCustomer(params), options?.idempotencyKey, params),
    update: (id, params) => this.operation((billing) => billing.setDefaultPaymentMethod(id, params.invoice_settings.default_payment_method)),
  };

  readonly paymentMethods: StripeApi['paymentMethods'] = {
    attach: (id, { customer }) => this.operation(async (billing) => cardView(await billing.attach(id, customer))),
  };

  readonly subscriptions: StripeApi['subscriptions'] = {
    create: (params, options) =>
      this.operation(
        async (billing) => {
          if (params.items.length !== 1) throw invalid('Subscriptions here have exactly one item.');
          const created = await billing.createSubscription({ customer: params.customer, price: params.items[0].price, paymentMethod: params.default_payment_method, metadata: params.metadata });
          return billing.subscriptionView(created.id, params.expand);
        },
        options?.idempotencyKey,
        params,
      ),
    retrieve: (id, params) => this.operation((billing) => billing.subscriptionView(id, params?.expand)),
    update: (id, params, options) =>
      this.operation(
        async (billing) => {
          await billing.updateSubscription(id, {
            price: params.items?.[0]?.price,
            cancelAtPeriodEnd: params.cancel_at_period_end,
            defaultPaymentMethod: params.default_payment_method,
            prorate: params.proration_behavior === 'always_invoice',
            pendingIfIncomplete: params.payment_behavior === 'pending_if_incomplete',
          });
          return billing.subscriptionView(id, params.expand);
        },
        options?.idempotencyKey,
        { id, ...params },
      ),
    cancel: (id, params) =>
      this.operation(async (billing) => {
        await billing.cancelSubscription(id);
        return billing.subscriptionView(id, params?.expand);
      }),
  };

  readonly subscriptionSchedules: StripeApi['subscriptionSchedules'] = {
    create: ({ from_subscription }) => this.operation((billing) => billing.createSchedule(from_subscription)),
    update: (id, { phases }) => this.operation((billing) => billing.updateSchedule(id, phases)),
    release: (id) => this.operation((billing) => billing.releaseSchedule(id)),
  };

  readonly invoices: StripeApi['invoices'] = {
    pay: (id, { payment_method }) =>
      this.operation(async (billing) => {
        await billing.payInvoice(id, payment_method);
        return billing.invoiceView(id);
      }),
    createPreview: ({ customer, subscription, subscription_details }) =>
      this.operation(async (billing) => {
        const amountDue = await billing.previewPriceChange(subscription, subscription_details.items[0].price);
        return { object: 'invoice', customer, subscription, currency: 'usd', amount_due: amountDue };
      }),
  };

  readonly paymentIntents: StripeApi['paymentIntents'] = {
    create: ({ amount, currency, metadata }, options) =>
      this.operation(async (billing) => intentView(await billing.createPaymentIntent({ amount, currency, metadata })), options?.idempotencyKey, { amount, currency, metadata }),
    retrieve: (id) => this.operation(async (billing) => intentView(await billing.paymentIntent(id))),
  };

  readonly refunds: StripeApi['refunds'] = {
    create: ({ payment_intent, metadata }, options) =>
      this.operation(async (billing) => billing.refund(payment_intent, metadata), options?.idempotencyKey, { payment_intent, metadata }),
  };

  readonly webhooks: StripeApi['webhooks'] = {
    constructEvent: (payload, header, secret) => signing.constructEvent(payload, header, secret),
  };

  /** The Stripe-Signature header Stripe would send with this payload. */
  signature(payload: string, secret: string): string {
    return signing.generateTestHeaderString({ payload, secret });
  }

  /**
   * Runs `step` as one stored operation and then hands its events to the sink. With an idempotency key the
   * first answer is kept: a repeat answers it again (and raises no events); other parameters are refused.
   */
  private async operation<T>(step: (billing: SimBilling, store: SimStore) => Promise<T>, idempotencyKey?: string, params?: unknown): Promise<T> {
    const { answer, events } = await this.transactor.run(async (store) => {
      const key = idempotencyKey ? `idempotency:${idempotencyKey}` : undefined;
      const fingerprint = JSON.stringify(params ?? null);
      const earlier = key ? await store.get<SimIdempotentAnswer>(key) : undefined;
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) throw invalid('Keys for idempotent requests can only be used with the same parameters they were first used with.');
        return { answer: earlier.answer as T, events: [] };
      }
      const billing = new SimBilling(store, this.prices, await nowOf(store));
      const result = await step(billing, store);
      if (key) await store.put<SimIdempotentAnswer>({ id: key, object: 'idempotent_answer', fingerprint, answer: result });
      return { answer: result, events: billing.events };
    });
    if (events.length) await this.sink(events);
    return answer;
  }
}

async function nowOf(store: SimStore): Promise<number> {
  return Math.floor(Date.now() / 1000) + (await store.clockOffset());
}
