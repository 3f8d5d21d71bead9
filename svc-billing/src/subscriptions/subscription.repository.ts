import { LIVE_SUBSCRIPTION_STATUSES } from '@biz/contracts';
import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { BillingDb, SubscriptionsTable } from '../database/billing-db';

export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type SubscriptionProjection = Omit<Insertable<SubscriptionsTable>, 'synced_at'>;

/** The only code that touches `billing_customers` and `subscriptions`. */
@Injectable()
export class SubscriptionRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<BillingDb>) {}

  async customerOf(accountId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('billing_customers').select('customer_id').where('account_id', '=', accountId).executeTakeFirst();
    return row?.customer_id;
  }

  async saveCustomer(accountId: string, customerId: string): Promise<void> {
    await this.db.insertInto('billing_customers').values({ account_id: accountId, customer_id: customerId }).onConflict((oc) => oc.column('account_id').doNothing()).execute();
  }

  async accountOfCustomer(customerId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('billing_customers').select('account_id').where('customer_id', '=', customerId).executeTakeFirst();
    return row?.account_id;
  }

  /** Whether a subscription was ever paid, as last projected (false: never, or not projected yet). */
  async everPaid(subscriptionId: string): Promise<boolean> {
    const row = await this.db.selectFrom('subscriptions').select('ever_paid').where('subscription_id', '=', subscriptionId).executeTakeFirst();
    return row?.ever_paid ?? false;
  }

  /** Writes the provider's state over the row, whole. */
  async save(projection: SubscriptionProjection): Promise<SubscriptionRow> {
    const { subscription_id: _id, ...changes } = projection;
    return this.db
      .insertInto('subscriptions')
      .values(projection)
      .onConflict((oc) => oc.column('subscription_id').doUpdateSet({ ...changes, synced_at: sql<Date>`now()` }))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * The account's subscription: its newest live or incomplete one, else the newest it ever paid for (ended
   * now). A subscription never paid and abandoned is no one's plan.
   */
  async current(accountId: string): Promise<SubscriptionRow | undefined> {
    const rows = await this.db.selectFrom('subscriptions').selectAll().where('account_id', '=', accountId).orderBy('provider_created_at', 'desc').execute();
    return rows.find((row) => LIVE_SUBSCRIPTION_STATUSES.includes(row.status) || row.status === 'incomplete') ?? rows.find((row) => row.ever_paid);
  }

  /** Every live subscription (one per account), past due first, then by the next billing date. */
  async live(): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('status', 'in', LIVE_SUBSCRIPTION_STATUSES)
      .orderBy(sql`status = 'past_due' OR status = 'unpaid'`, 'desc')
      .orderBy('current_period_end')
      .execute();
  }
}
