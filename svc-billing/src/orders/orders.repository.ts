import { CHECKOUT_ABANDONED_AFTER_HOURS, type DeliveredEmailStatus, type EmailStatus, type LockinLeadForm, type Order, type OrderListQuery, type OrderStage, type OrderStatus, type PackageName } from '@biz/contracts';
import { KYSELY, likeContaining, pageOf, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BillingDb, OrderEmailKind, OrdersTable } from '../database/billing-db';

const CONFIRMATION: OrderEmailKind = 'order_confirmation';

export interface NewOrder {
  package: PackageName;
  amountCents: number;
  currency: 'usd';
  paymentIntentId: string;
  clientSecret: string;
  checkoutId: string | null;
  lead: LockinLeadForm | null;
}

/** A provider event, stored once so that a redelivery changes nothing. */
export interface ProviderEvent {
  id: string;
  type: string;
}

/** A confirmation email as the worker's job needs it. */
export interface EmailToSend {
  emailId: string;
  orderId: string;
  to: string;
  businessName: string;
  package: PackageName;
  amountCents: number;
  paidAt: Date;
}

export interface EmailReport {
  emailId: string;
  status: DeliveredEmailStatus;
  subject: string;
  html: string;
  text: string;
  messageId: string | null;
  error: string | null;
}

/** An order's email with what the job needs of its order, as `markPaid` and `queuedEmails` select it. */
interface EmailRow {
  email_id: string;
  order_id: string;
  to: string;
  lead: LockinLeadForm | null;
  package: PackageName;
  amount_cents: number;
  paid_at: Date | null;
}

function toEmail(row: EmailRow): EmailToSend {
  // markPaid creates an email only for an order it pays and that has a lead; neither is ever taken away.
  if (!row.lead || !row.paid_at) throw new Error(`order ${row.order_id} has an email but no lead or payment time`);
  return {
    emailId: row.email_id,
    orderId: row.order_id,
    to: row.to,
    businessName: row.lead.businessName,
    package: row.package,
    amountCents: row.amount_cents,
    paidAt: row.paid_at,
  };
}

interface OrderRow extends Selectable<OrdersTable> {
  email_status: EmailStatus | null;
  stage: OrderStage;
}

const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  package: row.package,
  amountCents: row.amount_cents,
  currency: row.currency,
  status: row.status,
  stage: row.stage,
  paymentIntentId: row.payment_intent_id,
  lead: row.lead,
  failureMessage: row.failure_message,
  confirmationEmail: row.email_status ?? 'none',
  createdAt: row.created_at.toISOString(),
  paidAt: row.paid_at?.toISOString() ?? null,
});

/** An unpaid order begun before this is abandoned (`CHECKOUT_ABANDONED_AFTER_HOURS`), by the database's clock. */
const abandonedBefore = sql<Date>`now() - make_interval(hours => ${CHECKOUT_ABANDONED_AFTER_HOURS})`;

/** The order's stage (`OrderStage`): its status, or `abandoned` once an unpaid order is old enough. */
const stageOf = (eb: ExpressionBuilder<BillingDb, 'orders'>) =>
  eb
    .case()
    .when(eb.and([eb('orders.status', '<>', 'paid'), eb('orders.created_at', '<', abandonedBefore)]))
    .then(sql.lit<OrderStage>('abandoned'))
    .else(eb.ref('orders.status'))
    .end();

/** The list's WHERE: the search in the lead's business name or email, the lead's exact email, and the stage. */
const listFilter =
  ({ search, email, stage }: Pick<OrderListQuery, 'search' | 'email' | 'stage'>) =>
  (eb: ExpressionBuilder<BillingDb, 'orders'>) => {
    const pattern = search ? likeContaining(search) : null;
    const leadEmail = eb.ref('orders.lead', '->>').key('contactEmail');
    return eb.and([
      ...(pattern ? [eb.or([eb(eb.ref('orders.lead', '->>').key('businessName'), 'ilike', pattern), eb(leadEmail, 'ilike', pattern)])] : []),
      ...(email ? [eb(eb.fn('lower', [leadEmail]), '=', email.toLowerCase())] : []),
      ...(stage === 'all' ? [] : [eb(stageOf(eb), '=', stage)]),
    ]);
  };

/** The only code that touches billing's orders, Stripe events and order emails. */
@Injectable()
export class OrdersRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<BillingDb>) {}

  /**
   * The client secret of the checkout's order, if it has one; a newer lead replaces the stored one until
   * the order is paid (a buyer who corrects a typo in the email gets the confirmation at the right address).
   */
  async resumeCheckout(checkoutId: string, pkg: PackageName, lead: LockinLeadForm | null): Promise<string | null> {
    if (lead) {
      await this.db
        .updateTable('orders')
        .set({ lead: JSON.stringify(lead), updated_at: sqlNow })
        .where('checkout_id', '=', checkoutId)
        .where('package', '=', pkg)
        .where('status', '<>', 'paid')
        .execute();
    }
    const row = await this.db
      .selectFrom('orders')
      .select('client_secret')
      .where('checkout_id', '=', checkoutId)
      .where('package', '=', pkg)
      .executeTakeFirst();
    return row?.client_secret ?? null;
  }

  /**
   * Stores a pending order and answers its client secret. A second call for the same checkout and package
   * (a double submit racing the first) hits the unique key and answers the first order's secret; a newer
   * lead replaces the older one until the order is paid.
   */
  async createOrder(order: NewOrder): Promise<string> {
    const row = await this.db
      .insertInto('orders')
      .values({
        package: order.package,
        amount_cents: order.amountCents,
        currency: order.currency,
        payment_intent_id: order.paymentIntentId,
        client_secret: order.clientSecret,
        checkout_id: order.checkoutId,
        lead: order.lead && JSON.stringify(order.lead),
      })
      .onConflict((oc) =>
        oc.columns(['checkout_id', 'package']).doUpdateSet((eb) => ({
          lead: eb.case().when('orders.status', '=', 'paid').then(eb.ref('orders.lead')).else(eb.fn.coalesce('excluded.lead', 'orders.lead')).end(),
          updated_at: sqlNow,
        })),
      )
      .returning('client_secret')
      .executeTakeFirstOrThrow();
    return row.client_secret;
  }

  async orderByClientSecret(clientSecret: string): Promise<{ paymentIntentId: string; status: OrderStatus } | null> {
    const row = await this.db.selectFrom('orders').select(['payment_intent_id', 'status']).where('client_secret', '=', clientSecret).executeTakeFirst();
    return row ? { paymentIntentId: row.payment_intent_id, status: row.status } : null;
  }

  /**
   * Marks the order paid and queues its confirmation email, in one transaction and only if it is not paid
   * already (so a second success, concurrent or late, changes nothing). With an event, only its first
   * delivery does anything. Answers the email to hand to the worker, if this call created it.
   */
  async markPaid(paymentIntentId: string, event?: ProviderEvent): Promise<EmailToSend | null> {
    return this.db.transaction().execute(async (tx) => {
      if (event && !(await this.firstDelivery(tx, event))) return null;
      const row = await tx
        .with('paid', (db) =>
          db
            .updateTable('orders')
            .set({ status: 'paid', paid_at: sqlNow, failure_message: null, updated_at: sqlNow })
            .where('payment_intent_id', '=', paymentIntentId)
            .where('status', '<>', 'paid')
            .returning(['id', 'package', 'amount_cents', 'lead', 'paid_at']),
        )
        .with('email', (db) =>
          db
            .insertInto('order_emails')
            .columns(['order_id', 'kind', 'to'])
            .expression(
              db
                .selectFrom('paid')
                .select((eb) => ['paid.id', eb.val(CONFIRMATION).as('kind'), eb.ref('paid.lead', '->>').key('contactEmail').as('to')])
                .where('paid.lead', 'is not', null),
            )
            .onConflict((oc) => oc.column('order_id').doNothing())
            .returning(['id', 'order_id', 'to']),
        )
        .selectFrom('paid')
        .innerJoin('email', 'email.order_id', 'paid.id')
        .select(['email.id as email_id', 'paid.id as order_id', 'email.to', 'paid.lead', 'paid.package', 'paid.amount_cents', 'paid.paid_at'])
        .executeTakeFirst();
      return row ? toEmail(row) : null;
    });
  }

  /** Records the decline on the order unless it is paid: a late failure never undoes a payment. */
  async markFailed(paymentIntentId: string, message: string, event?: ProviderEvent): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      if (event && !(await this.firstDelivery(tx, event))) return;
      await tx
        .updateTable('orders')
        .set({ status: 'payment_failed', failure_message: message, updated_at: sqlNow })
        .where('payment_intent_id', '=', paymentIntentId)
        .where('status', '<>', 'paid')
        .execute();
    });
  }

  /**
   * Concurrent deliveries of one event wait on the key; only the first inserts it. In the order's own
   * transaction, so an order moves once per event (the webhooks module records the events that move none).
   */
  private async firstDelivery(tx: Transaction<BillingDb>, event: ProviderEvent): Promise<boolean> {
    const row = await tx
      .insertInto('stripe_events')
      .values({ id: event.id, type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** An email with what its job needs, to be narrowed down by the sweeps. */
  private emailsToSend() {
    return this.db
      .selectFrom('order_emails')
      .innerJoin('orders', 'orders.id', 'order_emails.order_id')
      .select(['order_emails.id as email_id', 'orders.id as order_id', 'order_emails.to', 'orders.lead', 'orders.package', 'orders.amount_cents', 'orders.paid_at']);
  }

  /** Emails still queued after `olderThanSeconds`: their job may never have reached Redis. */
  async queuedEmails(olderThanSeconds: number): Promise<EmailToSend[]> {
    const rows = await this.emailsToSend()
      .where('order_emails.status', '=', 'queued')
      .where('order_emails.created_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanSeconds})`)
      .orderBy('order_emails.created_at')
      .limit(500)
      .execute();
    return rows.map(toEmail);
  }

  /**
   * Emails whose every attempt failed at least `afterSeconds` ago (an SMTP server down longer than a job's
   * retries), and that are younger than `giveUpSeconds`: each is worth one more round.
   */
  async failedEmails(afterSeconds: number, giveUpSeconds: number): Promise<EmailToSend[]> {
    const rows = await this.emailsToSend()
      .where('order_emails.status', '=', 'failed')
      .where('order_emails.updated_at', '<', sql<Date>`now() - make_interval(secs => ${afterSeconds})`)
      .where('order_emails.created_at', '>', sql<Date>`now() - make_interval(secs => ${giveUpSeconds})`)
      .orderBy('order_emails.created_at')
      .limit(500)
      .execute();
    return rows.map(toEmail);
  }

  /** Stores what the worker rendered and did; a report never turns a sent email back. False for an unknown email. */
  async storeEmailReport(report: EmailReport): Promise<boolean> {
    const result = await this.db
      .updateTable('order_emails')
      .set({
        status: report.status,
        subject: report.subject,
        html: report.html,
        text: report.text,
        message_id: report.messageId,
        error: report.error,
        updated_at: sqlNow,
      })
      .where('id', '=', report.emailId)
      .where('status', '<>', 'sent')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async list({ page, pageSize, ...filter }: OrderListQuery): Promise<{ orders: Order[]; total: number }> {
    const rows = await this.db
      .selectFrom('orders')
      .leftJoin('order_emails', 'order_emails.order_id', 'orders.id')
      .selectAll('orders')
      .select((eb) => ['order_emails.status as email_status', stageOf(eb).as('stage'), eb.fn.countAll().over().as('total')])
      .where(listFilter(filter))
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id')
      .$call(pageOf({ page, pageSize }))
      .execute();
    if (rows.length) return { orders: rows.map(toOrder), total: Number(rows[0].total) };
    const { n } = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(listFilter(filter))
      .executeTakeFirstOrThrow();
    return { orders: [], total: Number(n) };
  }

  /** The phone each of these addresses (any case) last gave at a checkout, one query; lower-cased addresses. */
  async leadPhones(emails: readonly string[]): Promise<Array<{ email: string; phone: string }>> {
    if (!emails.length) return [];
    const email = sql<string>`lower(lead->>'contactEmail')`;
    return this.db
      .selectFrom('orders')
      .distinctOn(email)
      .select([email.as('email'), sql<string>`lead->>'contactPhone'`.as('phone')])
      .where(email, 'in', emails.map((address) => address.toLowerCase()))
      .where(sql<boolean>`lead->>'contactPhone' IS NOT NULL`)
      .orderBy(email)
      .orderBy('created_at', 'desc')
      .execute();
  }

  /**
   * A deleted client: every order whose lead has this email (any case) keeps its money record and loses the
   * lead, and its emails (addresses and rendered texts) are deleted, so no sweep sends one again. Answers
   * how many orders were changed.
   */
  async forgetCustomer(email: string): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      const orders = await tx
        .updateTable('orders')
        .set({ lead: null, updated_at: sqlNow })
        .where((eb) => eb(eb.fn('lower', [eb.ref('lead', '->>').key('contactEmail')]), '=', email.toLowerCase()))
        .returning('id')
        .execute();
      if (orders.length) await tx.deleteFrom('order_emails').where('order_id', 'in', orders.map((o) => o.id)).execute();
      return orders.length;
    });
  }
}
