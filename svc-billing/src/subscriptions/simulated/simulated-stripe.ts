import type { TestCard } from '@biz/contracts';
import type { BillingApi } from '../billing-api';
import { cardView, SimBilling } from './sim-billing';
import { invalid, type SimEvent, type SimIdempotentAnswer, type SimPrice } from './sim-objects';
import type { SimStore, SimTransactor } from './sim-store';

/** Receives the events of each operation once it is stored, in the order they happened. */
export type SimEventSink = (events: SimEvent[]) => Promise<void>;

/**
 * Stripe's subscription billing simulated on the server: the `BillingApi` of test mode (stored in
 * billing's database) and of the fake Stripe server the tests drive the real SDK against (in memory). Each
 * call is one operation over the store; a call with an Idempotency-Key answers what its first call answered.
 */
export class SimulatedStripe implements BillingApi {
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

  createCard(card: TestCard) {
    return this.operation(async (billing) => cardView(await billing.createCard(card)));
  }

  authenticate(clientSecret: string, approve: boolean) {
    return this.operation((billing) => billing.authenticate(clientSecret, approve));
  }

  readonly customers: BillingApi['customers'] = {
    create: (params, options) => this.operation((billing) => billing.createCustomer(params), options?.idempotencyKey, params),
    update: (id, params) => this.operation((billing) => billing.setDefaultPaymentMethod(id, params.invoice_settings.default_payment_method)),
  };

  readonly paymentMethods: BillingApi['paymentMethods'] = {
    attach: (id, { customer }) => this.operation(async (billing) => cardView(await billing.attach(id, customer))),
  };

  readonly subscriptions: BillingApi['subscriptions'] = {
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

  readonly subscriptionSchedules: BillingApi['subscriptionSchedules'] = {
    create: ({ from_subscription }) => this.operation((billing) => billing.createSchedule(from_subscription)),
    update: (id, { phases }) => this.operation((billing) => billing.updateSchedule(id, phases)),
    release: (id) => this.operation((billing) => billing.releaseSchedule(id)),
  };

  readonly invoices: BillingApi['invoices'] = {
    pay: (id, { payment_method }) =>
      this.operation(async (billing) => {
        await billing.payInvoice(id, payment_method);
        return billing.invoiceView(id);
      }),
  };

  readonly paymentIntents: BillingApi['paymentIntents'] = {
    retrieve: (id) =>
      this.operation(async (billing) => {
        const { invoice: _invoice, payment_method: _method, ...intent } = await billing.paymentIntent(id);
        return intent;
      }),
  };

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
