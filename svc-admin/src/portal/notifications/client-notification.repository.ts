import type { ClientNotification, PaymentIssue } from '@biz/contracts';
import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { PortalDb } from '../portal-db';

/** How many notifications the bell lists: the newest. */
export const NOTIFICATIONS_LISTED = 50;

/** A client account's notifications: the only SQL on `client_notifications` and `subscription_notices`. */
@Injectable()
export class ClientNotificationRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<PortalDb>) {}

  async newest(accountId: string): Promise<ClientNotification[]> {
    const rows = await this.db
      .selectFrom('client_notifications')
      .select(['id', 'title', 'message', 'is_read', 'created_at'])
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .limit(NOTIFICATIONS_LISTED)
      .execute();
    return rows.map((row) => ({ id: row.id, title: row.title, message: row.message, isRead: row.is_read, createdAt: row.created_at.toISOString() }));
  }

  /** `db`: a transaction the notification belongs to, when it must commit with something else. */
  async create(accountId: string, notice: { title: string; message: string }, db: Kysely<PortalDb> = this.db): Promise<void> {
    await db.insertInto('client_notifications').values({ account_id: accountId, title: notice.title, message: notice.message }).execute();
  }

  /**
   * The notification of an invoice's payment issue, once per invoice and issue: false when the account was
   * told already. `alsoInside` runs in the same transaction, so a failure there leaves no notice behind.
   */
  async notifyPaymentIssueOnce(
    { accountId, invoiceId, issue }: { accountId: string; invoiceId: string; issue: PaymentIssue },
    notice: { title: string; message: string },
    alsoInside: () => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const first = await tx
        .insertInto('subscription_notices')
        .values({ invoice_id: invoiceId, issue, account_id: accountId })
        .onConflict((oc) => oc.columns(['invoice_id', 'issue']).doNothing())
        .returning('invoice_id')
        .executeTakeFirst();
      if (!first) return false;
      await this.create(accountId, notice, tx);
      await alsoInside();
      return true;
    });
  }

  /** Whether the notification is one of the account's. */
  async owns(accountId: string, id: string): Promise<boolean> {
    return !!(await this.db.selectFrom('client_notifications').select('id').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst());
  }

  /** Marks the account's notifications read, or only the one `id` names; answers how many stay unread. */
  async markRead(accountId: string, id?: string): Promise<number> {
    let update = this.db.updateTable('client_notifications').set({ is_read: true }).where('account_id', '=', accountId).where('is_read', '=', false);
    if (id) update = update.where('id', '=', id);
    await update.execute();
    const { n } = await this.db.selectFrom('client_notifications').select((eb) => eb.fn.countAll<string>().as('n')).where('account_id', '=', accountId).where('is_read', '=', false).executeTakeFirstOrThrow();
    return Number(n);
  }
}
