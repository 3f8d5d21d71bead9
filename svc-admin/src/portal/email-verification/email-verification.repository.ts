import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Selectable } from 'kysely';
import type { EmailVerificationsTable, PortalDb } from '../portal-db';

/** A link's account and the address it proves; `movesAccount` when it is an email change's, for an address the account does not have yet. */
export interface VerificationLink {
  accountId: string;
  email: string;
  movesAccount: boolean;
}

const linkColumns = ['account_id', 'email', 'moves_account'] as const;
const toLink = (row: Pick<Selectable<EmailVerificationsTable>, (typeof linkColumns)[number]>): VerificationLink => ({ accountId: row.account_id, email: row.email, movesAccount: row.moves_account });

/** Email confirmation links: the only SQL on `email_verifications`. */
@Injectable()
export class EmailVerificationRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<PortalDb>) {}

  async create({ accountId, email, movesAccount }: VerificationLink, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.insertInto('email_verifications').values({ token_hash: tokenHash, account_id: accountId, email, moves_account: movesAccount, expires_at: expiresAt, used_at: null }).execute();
  }

  /**
   * Uses the link once: the account and the address it proves, when it exists, has not expired and was not
   * used; else null. One statement, so two clicks at once use it once.
   */
  async consume(tokenHash: string): Promise<VerificationLink | null> {
    const row = await this.db
      .updateTable('email_verifications')
      .set({ used_at: sqlNow })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sqlNow)
      .returning(linkColumns)
      .executeTakeFirst();
    return row ? toLink(row) : null;
  }

  /** The link's account and the address it proves while it can still be used; nothing is changed. */
  async pending(tokenHash: string): Promise<VerificationLink | null> {
    const row = await this.db.selectFrom('email_verifications').select(linkColumns).where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', sqlNow).executeTakeFirst();
    return row ? toLink(row) : null;
  }

  /** Whether the account has a link of its own address still usable. */
  async hasPending(accountId: string): Promise<boolean> {
    const row = await this.db.selectFrom('email_verifications').select('token_hash').where('account_id', '=', accountId).where('moves_account', '=', false).where('used_at', 'is', null).where('expires_at', '>', sqlNow).executeTakeFirst();
    return row !== undefined;
  }

  /** Every link of the account still usable stops working (the account moved, went back, or was removed). */
  async revokeAll(accountId: string): Promise<void> {
    await this.db.updateTable('email_verifications').set({ used_at: sqlNow }).where('account_id', '=', accountId).where('used_at', 'is', null).execute();
  }

  /** The account's email changes still waiting for their inbox stop: a newer one replaces them. */
  async revokeChanges(accountId: string): Promise<void> {
    await this.db.updateTable('email_verifications').set({ used_at: sqlNow }).where('account_id', '=', accountId).where('moves_account', '=', true).where('used_at', 'is', null).execute();
  }

  /** How many links of a kind the account was sent since `since`: what limits sending them. */
  async sentSince(accountId: string, movesAccount: boolean, since: Date): Promise<number> {
    const { sent } = await this.db
      .selectFrom('email_verifications')
      .select((eb) => eb.fn.countAll<string>().as('sent'))
      .where('account_id', '=', accountId)
      .where('moves_account', '=', movesAccount)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(sent);
  }
}
