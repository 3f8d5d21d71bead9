import type { ClientNotification } from '@biz/contracts';
import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { AdminDb } from '../database/admin-db';

/** How many notifications the bell lists: the newest. */
export const NOTIFICATIONS_LISTED = 50;

/** A client account's notifications: the only SQL on `client_notifications`. */
@Injectable()
export class ClientNotificationRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<AdminDb>) {}

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
}
