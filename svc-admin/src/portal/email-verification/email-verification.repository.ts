import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { AdminDb } from '../../database/admin-db';

/** Email confirmation links: the only SQL on `email_verifications`. */
@Injectable()
export class EmailVerificationRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<AdminDb>) {}

  async create(accountId: string, email: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.insertInto('email_verifications').values({ token_hash: tokenHash, account_id: accountId, email, expires_at: expiresAt, used_at: null }).execute();
  }

  /**
   * Uses the link once: the account and the address it proves, when it exists, has not expired and was not
   * used; else null. One statement, so two clicks at once use it once.
   */
  async consume(tokenHash: string): Promise<{ accountId: string; email: string } | null> {
    const row = await this.db
      .updateTable('email_verifications')
      .set({ used_at: sqlNow })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sqlNow)
      .returning(['account_id', 'email'])
      .executeTakeFirst();
    return row ? { accountId: row.account_id, email: row.email } : null;
  }

  /** The link's account and the address it proves while it can still be used; nothing is changed. */
  async pending(tokenHash: string): Promise<{ accountId: string; email: string } | null> {
    const row = await this.db
      .selectFrom('email_verifications')
      .select(['account_id', 'email'])
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sqlNow)
      .executeTakeFirst();
    return row ? { accountId: row.account_id, email: row.email } : null;
  }

  /** Every link of the account that could still be used stops working. */
  async revokeAll(accountId: string): Promise<void> {
    await this.db.updateTable('email_verifications').set({ used_at: sqlNow }).where('account_id', '=', accountId).where('used_at', 'is', null).execute();
  }

  /** How many links the account was sent since `since`: what limits resending. */
  async sentSince(accountId: string, since: Date): Promise<number> {
    const { sent } = await this.db
      .selectFrom('email_verifications')
      .select((eb) => eb.fn.countAll<string>().as('sent'))
      .where('account_id', '=', accountId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(sent);
  }
}
