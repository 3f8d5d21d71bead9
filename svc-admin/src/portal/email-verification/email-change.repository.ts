import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Selectable } from 'kysely';
import type { EmailChangesTable, PortalDb } from '../portal-db';

/** An account's move from one address to another, as kept for undoing it. */
export interface EmailChange {
  accountId: string;
  oldEmail: string;
  oldVerifiedAt: Date | null;
  newEmail: string;
}

const toChange = (row: Selectable<EmailChangesTable>): EmailChange => ({ accountId: row.account_id, oldEmail: row.old_email, oldVerifiedAt: row.old_verified_at, newEmail: row.new_email });

/** Email changes and their undo links: the only SQL on `email_changes`. */
@Injectable()
export class EmailChangeRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<PortalDb>) {}

  async create(change: EmailChange, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('email_changes')
      .values({ token_hash: tokenHash, account_id: change.accountId, old_email: change.oldEmail, old_verified_at: change.oldVerifiedAt, new_email: change.newEmail, expires_at: expiresAt, used_at: null })
      .execute();
  }

  /** Uses the undo link once (one statement: two clicks use it once); null when it is unknown, used or expired. */
  async consume(tokenHash: string): Promise<EmailChange | null> {
    const row = await this.db.updateTable('email_changes').set({ used_at: sqlNow }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', sqlNow).returningAll().executeTakeFirst();
    return row ? toChange(row) : null;
  }

  /** The newest change that brought the account to `newEmail`, whose undo link still works: used up by this call. */
  async consumeLatestTo(accountId: string, newEmail: string): Promise<EmailChange | null> {
    const latest = await this.db
      .selectFrom('email_changes')
      .select('token_hash')
      .where('account_id', '=', accountId)
      .where('new_email', '=', newEmail)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sqlNow)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return latest ? this.consume(latest.token_hash) : null;
  }

  /** Every undo link of the account stops working (the account went back, or was removed). */
  async revokeAll(accountId: string): Promise<void> {
    await this.db.updateTable('email_changes').set({ used_at: sqlNow }).where('account_id', '=', accountId).where('used_at', 'is', null).execute();
  }
}
