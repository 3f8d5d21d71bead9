import { orderConfirmationSubject, type AgencyEmail, type DeliveredEmailStatus, type EmailStatus, type LockinLeadForm, type Order, type OrderListQuery, type OrderStage, type OrderStatus, type PackageName } from '@biz/contracts';
import { KYSELY, likeContaining, pageOf, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { ABANDONED_AFTER_MINUTES } from './abandoned-after';
import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BillingDb, OrderEmailKind, OrdersTable } from '../database/billing-db';
import { SPRINT_WEEK_RULE, sprintStartOf, startDayOf, type SprintWeekRule } from '../spots/sprint-weeks';

const CONFIRMATION: OrderEmailKind = 'order_confirmation';

/** An order the provider never took money for: its checkout is open (a refunded order was paid, and stays settled). */
const UNPAID: readonly OrderStatus[] = ['pending', 'payment_failed'];
const PAID_ONCE: readonly OrderStatus[] = ['paid', 'refunded'];
export const wasPaid = (status: OrderStatus) => PAID_ONCE.includes(status);

export interface NewOrder {
  package: PackageName;
  amountCents: number;
  currency: 'usd';
  paymentIntentId: string;
  clientSecret: string;
  checkoutId: string | null;
  lead: LockinLeadForm | null;
}

/** What the return page may learn of an order. */
export interface ReturningOrder {
  paymentIntentId: string;
  status: OrderStatus;
  package: PackageName;
  amountCents: number;
  currency: 'usd';
  failureMessage: string | null;
  paidAt: Date | null;
  startsOn: string | null;
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
  /** When its sprint starts: `paidAt`, or a later week's Monday when the paid week's spots were taken (decision 065). */
  startsAt: Date;
  /** That Monday, 'YYYY-MM-DD' in the agency's zone; null for a sprint that started when paid. */
  startsOn: string | null;
  /** The lead form it was paid with: the desk makes a walk-in buyer's business of it. */
  lead: LockinLeadForm;
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
  starts_at: Date | null;
  starts_on: string | null;
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
    startsAt: row.starts_at ?? row.paid_at,
    startsOn: row.starts_on,
    lead: row.lead,
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
  refundedAt: row.refunded_at?.toISOString() ?? null,
});

type OrdersEb = ExpressionBuilder<BillingDb, 'orders'>;

/** The order's stage (`OrderStage`): its status, or `abandoned` once an unpaid checkout was left alone `minutes`, by the database's clock. */
const stageOf = (minutes: number) => (eb: OrdersEb) =>
  eb
    .case()
    .when(eb.and([eb('orders.status', 'in', UNPAID), eb('orders.last_checkout_at', '<', sql<Date>`now() - make_interval(secs => ${minutes * 60})`)]))
    .then(sql.lit<OrderStage>('abandoned'))
    .else(eb.ref('orders.status'))
    .end();

const leadEmail = (eb: OrdersEb) => eb.fn<string>('lower', [eb.ref('orders.lead', '->>').key('contactEmail')]);

/**
 * An unpaid order is the lead's checkout of its package only while no later order of the same lead (email,
 * any case) and package exists, and none was paid since it began: older duplicates (page loads before
 * checkouts were reused, two tabs racing) are grouped under it, and a lead who paid has nothing to recover.
 */
const supersededUnpaid = (eb: OrdersEb) =>
  eb.and([
    eb('orders.status', 'in', UNPAID),
    eb('orders.lead', 'is not', null),
    eb.exists(
      eb
        .selectFrom('orders as other')
        .select('other.id')
        .whereRef('other.package', '=', 'orders.package')
        .where(sql<boolean>`lower(other.lead->>'contactEmail') = lower(orders.lead->>'contactEmail')`)
        .whereRef('other.id', '<>', 'orders.id')
        .where((o) =>
          o.or([
            o('other.created_at', '>', o.ref('orders.created_at')),
            o.and([o('other.created_at', '=', o.ref('orders.created_at')), o('other.id', '>', o.ref('orders.id'))]),
            o('other.paid_at', '>', o.ref('orders.created_at')),
          ]),
        ),
    ),
  ]);

/** The list's WHERE: one row per lead's checkout, the search in the lead's business name or email, the lead's exact email, and the stage. */
const listFilter =
  ({ search, email, stage }: Pick<OrderListQuery, 'search' | 'email' | 'stage'>, abandonedAfterMinutes: number) =>
  (eb: OrdersEb) => {
    const pattern = search ? likeContaining(search) : null;
    const contactEmail = eb.ref('orders.lead', '->>').key('contactEmail');
    return eb.and([
      eb.not(supersededUnpaid(eb)),
      ...(pattern ? [eb.or([eb(eb.ref('orders.lead', '->>').key('businessName'), 'ilike', pattern), eb(contactEmail, 'ilike', pattern)])] : []),
      ...(email ? [eb(leadEmail(eb), '=', email.toLowerCase())] : []),
      ...(stage === 'all' ? [] : [eb(stageOf(abandonedAfterMinutes)(eb), '=', stage)]),
    ]);
  };

/** What a resume link names: its order's package and lead, whether it is paid, and whether the link has expired or was withdrawn. */
export interface ResumeLinkTarget {
  package: PackageName;
  lead: LockinLeadForm | null;
  paid: boolean;
  expired: boolean;
  withdrawn: boolean;
}

/** The only code that touches billing's orders, Stripe events and order emails. */
@Injectable()
export class OrdersRepository {
  constructor(
    @Inject(KYSELY) private readonly db: Kysely<BillingDb>,
    @Inject(ABANDONED_AFTER_MINUTES) private readonly abandonedAfterMinutes: number,
    @Inject(SPRINT_WEEK_RULE) private readonly sprintWeeks: SprintWeekRule,
  ) {}

  /**
   * The client secret of the checkout's order, if it has one; a newer lead replaces the stored one until
   * the order is paid (a buyer who corrects a typo in the email gets the confirmation at the right address).
   */
  async resumeCheckout(checkoutId: string, pkg: PackageName, lead: LockinLeadForm | null): Promise<string | null> {
    await this.db
      .updateTable('orders')
      .set({ ...(lead ? { lead: JSON.stringify(lead) } : {}), last_checkout_at: sqlNow, updated_at: sqlNow })
      .where('checkout_id', '=', checkoutId)
      .where('package', '=', pkg)
      .where('status', 'in', UNPAID)
      .execute();
    const row = await this.db
      .selectFrom('orders')
      .select('client_secret')
      .where('checkout_id', '=', checkoutId)
      .where('package', '=', pkg)
      .executeTakeFirst();
    return row?.client_secret ?? null;
  }

  /**
   * The client secret of the lead's open checkout of the package (same email, any case; unpaid; not grouped
   * under a later one), its clock restarted: another tab, device or a recovery link pays the same order. Its
   * stored lead stays (only the checkout key's holder rewrites it). Only at `amountCents`: a price changed
   * since opens a new order, so a PaymentIntent is never charged at another price than the order says.
   */
  async reuseLeadCheckout(email: string, pkg: PackageName, amountCents: number): Promise<string | null> {
    const row = await this.db
      .updateTable('orders')
      .set({ last_checkout_at: sqlNow, updated_at: sqlNow })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('orders')
          .select('orders.id')
          .where('orders.package', '=', pkg)
          .where('orders.status', 'in', UNPAID)
          .where('orders.amount_cents', '=', amountCents)
          .where((o) => o(leadEmail(o), '=', email.toLowerCase()))
          .where((o) => o.not(supersededUnpaid(o)))
          .orderBy('orders.created_at', 'desc')
          .limit(1),
      )
      .where('status', 'in', UNPAID)
      .returning('client_secret')
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
          lead: eb.case().when('orders.status', 'in', PAID_ONCE).then(eb.ref('orders.lead')).else(eb.fn.coalesce('excluded.lead', 'orders.lead')).end(),
          last_checkout_at: sqlNow,
          updated_at: sqlNow,
        })),
      )
      .returning('client_secret')
      .executeTakeFirstOrThrow();
    return row.client_secret;
  }

  /** The order a returning buyer names by its client secret. */
  async returningOrder(clientSecret: string): Promise<ReturningOrder | null> {
    const row = await this.db
      .selectFrom('orders')
      .select(['payment_intent_id', 'status', 'package', 'amount_cents', 'currency', 'failure_message', 'paid_at', startDayOf(this.sprintWeeks.timeZone, 'orders').as('starts_on')])
      .where('client_secret', '=', clientSecret)
      .executeTakeFirst();
    return row
      ? { paymentIntentId: row.payment_intent_id, status: row.status, package: row.package, amountCents: row.amount_cents, currency: row.currency, failureMessage: row.failure_message, paidAt: row.paid_at, startsOn: row.starts_on }
      : null;
  }

  async orderByClientSecret(clientSecret: string): Promise<{ paymentIntentId: string; status: OrderStatus } | null> {
    const row = await this.db.selectFrom('orders').select(['payment_intent_id', 'status']).where('client_secret', '=', clientSecret).executeTakeFirst();
    return row ? { paymentIntentId: row.payment_intent_id, status: row.status } : null;
  }

  /**
   * Marks the order paid and queues its confirmation email, in one transaction and only if it is not paid
   * already (so a second success, concurrent or late, changes nothing). With an event, only its first
   * delivery does anything. Its sprint takes a spot of this week or the first with one (decision 065).
   * Answers the email to hand to the worker, if this call created it.
   */
  async markPaid(paymentIntentId: string, event?: ProviderEvent): Promise<EmailToSend | null> {
    return this.db.transaction().execute(async (tx) => {
      if (event && !(await this.firstDelivery(tx, event))) return null;
      const startsAt = await sprintStartOf(tx, this.sprintWeeks);
      const row = await tx
        .with('paid', (db) =>
          db
            .updateTable('orders')
            .set({ status: 'paid', paid_at: sqlNow, starts_at: startsAt, failure_message: null, updated_at: sqlNow })
            .where('payment_intent_id', '=', paymentIntentId)
            .where('status', 'in', UNPAID)
            .returning(['id', 'package', 'amount_cents', 'lead', 'paid_at', 'starts_at']),
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
        .select(['email.id as email_id', 'paid.id as order_id', 'email.to', 'paid.lead', 'paid.package', 'paid.amount_cents', 'paid.paid_at', 'paid.starts_at', startDayOf(this.sprintWeeks.timeZone, 'paid').as('starts_on')])
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
        .where('status', 'in', UNPAID)
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
      .select(['order_emails.id as email_id', 'orders.id as order_id', 'order_emails.to', 'orders.lead', 'orders.package', 'orders.amount_cents', 'orders.paid_at', 'orders.starts_at', startDayOf(this.sprintWeeks.timeZone, 'orders').as('starts_on')]);
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

  /** Orders with their confirmation email's status and their stage, as the agency's views read them. */
  private ordersWithStage() {
    return this.db
      .selectFrom('orders')
      .leftJoin('order_emails', 'order_emails.order_id', 'orders.id')
      .selectAll('orders')
      .select((eb) => ['order_emails.status as email_status', stageOf(this.abandonedAfterMinutes)(eb).as('stage')]);
  }

  async list({ page, pageSize, ...filter }: OrderListQuery): Promise<{ orders: Order[]; total: number }> {
    const rows = await this.ordersWithStage()
      .select((eb) => eb.fn.countAll().over().as('total'))
      .where(listFilter(filter, this.abandonedAfterMinutes))
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id')
      .$call(pageOf({ page, pageSize }))
      .execute();
    if (rows.length) return { orders: rows.map(toOrder), total: Number(rows[0].total) };
    const { n } = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(listFilter(filter, this.abandonedAfterMinutes))
      .executeTakeFirstOrThrow();
    return { orders: [], total: Number(n) };
  }

  /** The phone each of these addresses (any case) last gave at a checkout, one query; lower-cased addresses. */
  async leadPhones(emails: readonly string[]): Promise<Array<{ email: string; phone: string }>> {
    if (!emails.length) return [];
    return this.db
      .selectFrom('orders')
      .distinctOn(leadEmail)
      .select((eb) => [leadEmail(eb).as('email'), eb.ref('orders.lead', '->>').key('contactPhone').as('phone')])
      .where(leadEmail, 'in', emails.map((address) => address.toLowerCase()))
      .where((eb) => eb(eb.ref('orders.lead', '->>').key('contactPhone'), 'is not', null))
      .$narrowType<{ phone: string }>()
      .orderBy(leadEmail)
      .orderBy('orders.created_at', 'desc')
      .execute();
  }

  /** Billing's emails to these addresses (any case), newest first, as the desk's record lists them. */
  async emailsTo(emails: readonly string[]): Promise<AgencyEmail[]> {
    const rows = await this.db
      .selectFrom('orders')
      .innerJoin('order_emails', 'order_emails.order_id', 'orders.id')
      .select(['order_emails.id', 'order_emails.to', 'order_emails.status', 'order_emails.subject', 'order_emails.text', 'order_emails.message_id', 'order_emails.error', 'order_emails.created_at', 'order_emails.updated_at', 'orders.package'])
      // The lead's index is partial on it.
      .where('orders.lead', 'is not', null)
      .where(leadEmail, 'in', emails.map((address) => address.toLowerCase()))
      .orderBy('order_emails.created_at', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      to: row.to,
      // Until the worker reports it, the email is not rendered: the record names it by its subject to be.
      subject: row.subject ?? orderConfirmationSubject(row.package),
      body: row.text ?? '',
      status: row.status,
      smtpResponse: row.message_id ?? row.error,
      createdAt: row.created_at.toISOString(),
      sentAt: row.status === 'sent' ? row.updated_at.toISOString() : null,
    }));
  }

  /**
   * Stores a resume link to the order of this lead email (any case) and answers the order, or null when no
   * order of that email has the id. A paid order gets no link (`paid` answered instead).
   */
  async createResumeLink(orderId: string, email: string, tokenHash: string, expiresAt: Date): Promise<Order | 'paid' | null> {
    const row = await this.ordersWithStage()
      .where('orders.id', '=', orderId)
      .where((eb) => eb(leadEmail(eb), '=', email.toLowerCase()))
      .executeTakeFirst();
    if (!row) return null;
    if (wasPaid(row.status)) return 'paid';
    await this.db.insertInto('checkout_resume_links').values({ token_hash: tokenHash, order_id: orderId, expires_at: expiresAt }).execute();
    return toOrder(row);
  }

  /** One order as the admin context reads it. */
  async one(id: string): Promise<Order | null> {
    const row = await this.ordersWithStage().where('orders.id', '=', id).executeTakeFirst();
    return row ? toOrder(row) : null;
  }

  /** Records the provider's refund of a paid order: true when this call did (a paid order is refunded once; refunded is final). */
  async markRefunded(id: string, refundId: string): Promise<boolean> {
    const row = await this.db
      .updateTable('orders')
      .set({ status: 'refunded', refunded_at: sqlNow, refund_id: refundId, updated_at: sqlNow })
      .where('id', '=', id)
      .where('status', '=', 'paid')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The order a resume link names, by the database's clock; null for a token never issued (or altered). */
  async resumeLinkTarget(tokenHash: string): Promise<ResumeLinkTarget | null> {
    const row = await this.db
      .selectFrom('checkout_resume_links')
      .innerJoin('orders', 'orders.id', 'checkout_resume_links.order_id')
      .select((eb) => ['orders.package', 'orders.lead', 'orders.status', 'checkout_resume_links.withdrawn_at', eb('checkout_resume_links.expires_at', '<=', sqlNow).as('expired')])
      .where('checkout_resume_links.token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row ? { package: row.package, lead: row.lead, paid: wasPaid(row.status), expired: Boolean(row.expired), withdrawn: row.withdrawn_at !== null } : null;
  }

  /** Counts one opening of the link, unless it has had `limit` already (one statement: two at once cannot both pass the last). */
  async openResumeLink(tokenHash: string, limit: number): Promise<boolean> {
    const row = await this.db
      .updateTable('checkout_resume_links')
      .set((eb) => ({ opens: eb('opens', '+', 1) }))
      .where('token_hash', '=', tokenHash)
      .where('opens', '<', limit)
      .returning('opens')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Withdraws every live resume link of the order of this lead email (any case): how many there were, or
   * null when no order of that email has the id.
   */
  async withdrawResumeLinks(orderId: string, email: string): Promise<number | null> {
    const order = await this.ordersWithStage()
      .where('orders.id', '=', orderId)
      .where((eb) => eb(leadEmail(eb), '=', email.toLowerCase()))
      .executeTakeFirst();
    if (!order) return null;
    const result = await this.db.updateTable('checkout_resume_links').set({ withdrawn_at: sqlNow }).where('order_id', '=', orderId).where('withdrawn_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows);
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
        .where((eb) => eb(leadEmail(eb), '=', email.toLowerCase()))
        .returning('id')
        .execute();
      if (orders.length) {
        await tx.deleteFrom('order_emails').where('order_id', 'in', orders.map((o) => o.id)).execute();
        await tx.deleteFrom('checkout_resume_links').where('order_id', 'in', orders.map((o) => o.id)).execute();
      }
      return orders.length;
    });
  }
}
