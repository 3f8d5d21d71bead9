import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { PortalDb } from '../portal-db';

/** Password reset links: the only SQL on `password_resets`. */
@Injectable()
export class PasswordResetRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<PortalDb>) {}

  async create(accountId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.insertInto('password_resets').values({ token_hash: tokenHash, account_id: accountId, expires_at: expiresAt, used_at: null }).execute();
  }

  /**
   * Uses the link once: the account whose link it is, when it exists, has not expired and was not used;
   * else null. One statement, so two requests with the same link cannot both use it.
   */
  async consume(tokenHash: string): Promise<string | null> {
    const row = await this.db
      .updateTable('password_resets')
      .set({ used_at: sqlNow })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sqlNow)
      .returning('account_id')
      .executeTakeFirst();
    return row?.account_id ?? null;
  }

  /** The account of a link that can still be used, leaving it as it is. */
  async accountOf(tokenHash: string): Promise<string | null> {
    const row = await this.db.selectFrom('password_resets').select('account_id').where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', sqlNow).executeTakeFirst();
    return row?.account_id ?? null;
  }

  /** Every link of the account not used yet stops working (its password changed another way). */
  async revokeAll(accountId: string): Promise<void> {
    await this.db.updateTable('password_resets').set({ used_at: sqlNow }).where('account_id', '=', accountId).where('used_at', 'is', null).execute();
  }
}
