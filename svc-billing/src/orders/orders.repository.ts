import type { DeliveredEmailStatus, EmailStatus, LockinLeadForm, Order, OrderListQuery, OrderStatus, PackageName } from '@biz/contracts';
import { likeContaining, quoteIdent } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** Injection token of the schema billing's SQL runs in. */
export const BILLING_SCHEMA = Symbol('BILLING_SCHEMA');

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

interface OrderRow {
  id: string;
  package: PackageName;
  amount_cents: number;
  currency: 'usd';
  status: OrderStatus;
  payment_intent_id: string;
  lead: LockinLeadForm | null;
  failure_message: string | null;
  email_status: EmailStatus | null;
  created_at: Date;
  paid_at: Date | null;
  total: string;
}

interface EmailRow {
  email_id: string;
  order_id: string;
  to: string;
  business_name: string;
  package: PackageName;
  amount_cents: number;
  paid_at: Date;
}

const toEmail = (row: EmailRow): EmailToSend => ({
  emailId: row.email_id,
  orderId: row.order_id,
  to: row.to,
  businessName: row.business_name,
  package: row.package,
  amountCents: row.amount_cents,
  paidAt: row.paid_at,
});

const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  package: row.package,
  amountCents: row.amount_cents,
  currency: row.currency,
  status: row.status,
  paymentIntentId: row.payment_intent_id,
  lead: row.lead,
  failureMessage: row.failure_message,
  confirmationEmail: row.email_status ?? 'none',
  createdAt: row.created_at.toISOString(),
  paidAt: row.paid_at?.toISOString() ?? null,
});

const CONFIRMATION = 'order_confirmation';

/** The list's WHERE: $1 an ILIKE pattern or null, $2 an order status or 'all'. */
const listFilter = `($1::text IS NULL OR o.lead->>'businessName' ILIKE $1 OR o.lead->>'contactEmail' ILIKE $1) AND ($2 = 'all' OR o.status = $2)`;

/** The only code that touches billing's orders, Stripe events and order emails. */
@Injectable()
export class OrdersRepository {
  private readonly s: string;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(BILLING_SCHEMA) schema: string,
  ) {
    this.s = quoteIdent(schema);
  }

  async clientSecretOfCheckout(checkoutId: string, pkg: PackageName): Promise<string | null> {
    const rows: Array<{ client_secret: string }> = await this.db.query(
      `SELECT client_secret FROM ${this.s}.orders WHERE checkout_id = $1 AND package = $2`,
      [checkoutId, pkg],
    );
    return rows[0]?.client_secret ?? null;
  }

  /**
   * Stores a pending order and answers its client secret. A second call for the same checkout and package
   * (a double submit racing the first) hits the unique key and answers the first order's secret; a newer
   * lead replaces the older one until the order is paid.
   */
  async createOrder(order: NewOrder): Promise<string> {
    const [row]: Array<{ client_secret: string }> = await this.db.query(
      `INSERT INTO ${this.s}.orders (package, amount_cents, currency, payment_intent_id, client_secret, checkout_id, lead)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (checkout_id, package) DO UPDATE
         SET lead = CASE WHEN orders.status = 'paid' THEN orders.lead ELSE coalesce(EXCLUDED.lead, orders.lead) END, updated_at = now()
       RETURNING client_secret`,
      [order.package, order.amountCents, order.currency, order.paymentIntentId, order.clientSecret, order.checkoutId, order.lead && JSON.stringify(order.lead)],
    );
    return row.client_secret;
  }

  async orderByClientSecret(clientSecret: string): Promise<{ paymentIntentId: string; status: OrderStatus } | null> {
    const rows: Array<{ payment_intent_id: string; status: OrderStatus }> = await this.db.query(
      `SELECT payment_intent_id, status FROM ${this.s}.orders WHERE client_secret = $1`,
      [clientSecret],
    );
    return rows[0] ? { paymentIntentId: rows[0].payment_intent_id, status: rows[0].status } : null;
  }

  async eventRecorded(eventId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM ${this.s}.stripe_events WHERE id = $1`, [eventId]);
    return rows.length > 0;
  }

  /** Records an event that moves no order; false when it was recorded already. */
  async recordEvent(event: ProviderEvent): Promise<boolean> {
    return this.db.transaction((tx) => this.firstDelivery(tx, event));
  }

  /**
   * Marks the order paid and queues its confirmation email, in one transaction and only if it is not paid
   * already (so a second success, concurrent or late, changes nothing). With an event, only its first
   * delivery does anything. Answers the email to hand to the worker, if this call created it.
   */
  async markPaid(paymentIntentId: string, event?: ProviderEvent): Promise<EmailToSend | null> {
    return this.db.transaction(async (tx) => {
      if (event && !(await this.firstDelivery(tx, event))) return null;
      const rows: EmailRow[] = await tx.query(
        `WITH paid AS (
           UPDATE ${this.s}.orders SET status = 'paid', paid_at = now(), failure_message = NULL, updated_at = now()
           WHERE payment_intent_id = $1 AND status <> 'paid'
           RETURNING id, package, amount_cents, lead, paid_at)
         , email AS (
           INSERT INTO ${this.s}.order_emails (order_id, kind, "to")
           SELECT id, '${CONFIRMATION}', lead->>'contactEmail' FROM paid WHERE lead IS NOT NULL
           ON CONFLICT (order_id) DO NOTHING
           RETURNING id, order_id, "to")
         SELECT email.id AS email_id, paid.id AS order_id, email."to", paid.lead->>'businessName' AS business_name, paid.package, paid.amount_cents, paid.paid_at
         FROM paid JOIN email ON email.order_id = paid.id`,
        [paymentIntentId],
      );
      return rows[0] ? toEmail(rows[0]) : null;
    });
  }

  /** Records the decline on the order unless it is paid: a late failure never undoes a payment. */
  async markFailed(paymentIntentId: string, message: string, event?: ProviderEvent): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (event && !(await this.firstDelivery(tx, event))) return;
      await tx.query(
        `UPDATE ${this.s}.orders SET status = 'payment_failed', failure_message = $2, updated_at = now()
         WHERE payment_intent_id = $1 AND status <> 'paid'`,
        [paymentIntentId, message],
      );
    });
  }

  /** Concurrent deliveries of one event wait on the key; only the first inserts it. */
  private async firstDelivery(tx: EntityManager, event: ProviderEvent): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `INSERT INTO ${this.s}.stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, event.type],
    );
    return rows.length > 0;
  }

  /** Emails still queued after `olderThanSeconds`: their job may never have reached Redis. */
  async queuedEmails(olderThanSeconds: number): Promise<EmailToSend[]> {
    const rows: EmailRow[] = await this.db.query(
      `SELECT e.id AS email_id, o.id AS order_id, e."to", o.lead->>'businessName' AS business_name, o.package, o.amount_cents, o.paid_at
       FROM ${this.s}.order_emails e JOIN ${this.s}.orders o ON o.id = e.order_id
       WHERE e.status = 'queued' AND e.created_at < now() - make_interval(secs => $1)
       ORDER BY e.created_at LIMIT 500`,
      [olderThanSeconds],
    );
    return rows.map(toEmail);
  }

  /** Stores what the worker rendered and did; a report never turns a sent email back. False for an unknown email. */
  async storeEmailReport(report: EmailReport): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `WITH stored AS (
         UPDATE ${this.s}.order_emails SET status = $2, subject = $3, html = $4, text = $5, message_id = $6, error = $7, updated_at = now()
         WHERE id = $1 AND status <> 'sent' RETURNING id)
       SELECT id FROM stored`,
      [report.emailId, report.status, report.subject, report.html, report.text, report.messageId, report.error],
    );
    return rows.length > 0;
  }

  async list({ status, search, page, pageSize }: OrderListQuery): Promise<{ orders: Order[]; total: number }> {
    const filter = [search ? likeContaining(search) : null, status];
    const rows: OrderRow[] = await this.db.query(
      `SELECT o.*, e.status AS email_status, count(*) OVER () AS total
       FROM ${this.s}.orders o LEFT JOIN ${this.s}.order_emails e ON e.order_id = o.id
       WHERE ${listFilter}
       ORDER BY o.created_at DESC, o.id LIMIT $3 OFFSET $4`,
      [...filter, pageSize, (page - 1) * pageSize],
    );
    if (rows.length) return { orders: rows.map(toOrder), total: Number(rows[0].total) };
    const [{ n }]: Array<{ n: string }> = await this.db.query(`SELECT count(*) AS n FROM ${this.s}.orders o WHERE ${listFilter}`, filter);
    return { orders: [], total: Number(n) };
  }
}
