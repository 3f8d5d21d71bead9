import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AccountLinksTable, ClientAccountsTable, PortalDb } from '../portal-db';

export interface ClientAccount {
  id: string;
  email: string;
  businessName: string;
  emailNotifications: boolean;
  /** Proven by a link sent to it (or a reset completed from it): only then is anything of the business linked. */
  emailVerified: boolean;
  createdAt: string;
  /** What its saved hour is worth, set by the agency; null: the agency's default. */
  hourValueCents: number | null;
  /** The paid order whose buyer it was made for (decision 063) while nobody has chosen its password; null: signed up. */
  invitedForOrderId: string | null;
}

export interface NewClientAccount {
  email: string;
  passwordHash: string;
  businessName: string;
  invitedForOrderId?: string;
}

const accountColumns = ['id', 'email', 'business_name', 'email_notifications', 'email_verified_at', 'created_at', 'hour_value_cents', 'invited_for_order_id'] as const;
const toAccount = (row: Pick<Selectable<ClientAccountsTable>, (typeof accountColumns)[number]>): ClientAccount => ({
  id: row.id,
  email: row.email,
  businessName: row.business_name,
  emailNotifications: row.email_notifications,
  emailVerified: row.email_verified_at !== null,
  createdAt: row.created_at.toISOString(),
  hourValueCents: row.hour_value_cents,
  invitedForOrderId: row.invited_for_order_id,
});

const isEmailTaken = (error: unknown) => (error as { constraint?: string }).constraint === 'client_accounts_email_key';

/** Client accounts and what they were linked to: the only SQL on `client_accounts` and `account_links`. */
@Injectable()
export class ClientAccountRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<PortalDb>) {}

  /** The new account, or null when the email has one already (the unique key decides, so two signups at once make one). */
  async create(account: NewClientAccount): Promise<ClientAccount | null> {
    const row = await this.db
      .insertInto('client_accounts')
      .values({ email: account.email, password_hash: account.passwordHash, business_name: account.businessName, invited_for_order_id: account.invitedForOrderId ?? null })
      .onConflict((conflict) => conflict.constraint('client_accounts_email_key').doNothing())
      .returning(accountColumns)
      .executeTakeFirst();
    return row ? toAccount(row) : null;
  }

  /**
   * A signup with the address of an account made for a sprint's buyer that nobody has claimed (no password
   * chosen, the address not proven): the signup's password becomes its, and it is an account like any signed
   * up. Null when there is no such account.
   */
  async claimInvited(email: string, passwordHash: string): Promise<ClientAccount | null> {
    const row = await this.db
      .updateTable('client_accounts')
      .set({ password_hash: passwordHash, invited_for_order_id: null })
      .where('email', '=', email)
      .where('invited_for_order_id', 'is not', null)
      .where('email_verified_at', 'is', null)
      .returning(accountColumns)
      .executeTakeFirst();
    return row ? toAccount(row) : null;
  }

  /** The account of an email (already lowercased) with its password hash, for a sign-in. */
  async withHash(email: string): Promise<(ClientAccount & { passwordHash: string }) | null> {
    const row = await this.db.selectFrom('client_accounts').select([...accountColumns, 'password_hash']).where('email', '=', email).executeTakeFirst();
    return row ? { ...toAccount(row), passwordHash: row.password_hash } : null;
  }

  /** The account of an id with its password hash, for a confirmation that asks it. */
  async withHashById(id: string): Promise<(ClientAccount & { passwordHash: string }) | null> {
    const row = await this.db.selectFrom('client_accounts').select([...accountColumns, 'password_hash']).where('id', '=', id).executeTakeFirst();
    return row ? { ...toAccount(row), passwordHash: row.password_hash } : null;
  }

  /** The account of an email (already lowercased), if it has one. */
  async byEmail(email: string): Promise<ClientAccount | null> {
    const row = await this.db.selectFrom('client_accounts').select(accountColumns).where('email', '=', email).executeTakeFirst();
    return row ? toAccount(row) : null;
  }

  /** The accounts of these ids that still exist. */
  async many(ids: readonly string[]): Promise<ClientAccount[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('client_accounts').select(accountColumns).where('id', 'in', ids).execute();
    return rows.map(toAccount);
  }

  async one(id: string): Promise<ClientAccount | null> {
    const row = await this.db.selectFrom('client_accounts').select(accountColumns).where('id', '=', id).executeTakeFirst();
    return row ? toAccount(row) : null;
  }

  /** Records what the account was linked to; a link made before stays as it was. Answers the new links' ids. */
  async link(accountId: string, kind: AccountLinksTable['kind'], refIds: readonly string[]): Promise<string[]> {
    if (refIds.length === 0) return [];
    const rows = await this.db
      .insertInto('account_links')
      .values(refIds.map((refId) => ({ account_id: accountId, kind, ref_id: refId })))
      .onConflict((conflict) => conflict.doNothing())
      .returning('ref_id')
      .execute();
    return rows.map((row) => row.ref_id);
  }

  /** The account linked to any of these submissions (one business's). */
  async linkedTo(submissionIds: readonly string[]): Promise<ClientAccount | null> {
    if (!submissionIds.length) return null;
    const row = await this.db
      .selectFrom('account_links')
      .innerJoin('client_accounts', 'client_accounts.id', 'account_links.account_id')
      .select(accountColumns.map((column) => `client_accounts.${column}` as const))
      .where('account_links.kind', '=', 'submission')
      .where('account_links.ref_id', 'in', submissionIds)
      .orderBy('account_links.linked_at', 'desc')
      .executeTakeFirst();
    return row ? toAccount(row) : null;
  }

  /** The submissions linked to an account that proved its address (none while it has not). */
  async provenSubmissionsOf(accountId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('account_links')
      .innerJoin('client_accounts', 'client_accounts.id', 'account_links.account_id')
      .select('account_links.ref_id')
      .where('account_links.account_id', '=', accountId)
      .where('account_links.kind', '=', 'submission')
      .where('client_accounts.email_verified_at', 'is not', null)
      .execute();
    return rows.map((row) => row.ref_id);
  }

  /** Sets what the account's saved hour is worth (null: the agency's default); false when no account has the id. */
  async setHourValue(id: string, hourValueCents: number | null): Promise<boolean> {
    const result = await this.db.updateTable('client_accounts').set({ hour_value_cents: hourValueCents }).where('id', '=', id).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async setEmailNotifications(id: string, emailNotifications: boolean): Promise<void> {
    await this.db.updateTable('client_accounts').set({ email_notifications: emailNotifications }).where('id', '=', id).execute();
  }

  /** A deleted business is no longer linked to any account. */
  async forgetSubmission(submissionId: string): Promise<void> {
    await this.db.deleteFrom('account_links').where('kind', '=', 'submission').where('ref_id', '=', submissionId).execute();
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db.updateTable('client_accounts').set({ password_hash: passwordHash }).where('id', '=', id).execute();
  }

  /**
   * The account at a new address its inbox has just proven: the account as it is now with the address it left
   * (and when that one was proven), or 'taken' when another account has it (the unique key decides, so two
   * accounts never end up with one address).
   */
  async changeEmail(id: string, email: string): Promise<{ account: ClientAccount; former: { email: string; verifiedAt: Date | null } } | 'taken' | null> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const former = await trx.selectFrom('client_accounts').select(['email', 'email_verified_at']).where('id', '=', id).forUpdate().executeTakeFirst();
        const row = former && (await trx.updateTable('client_accounts').set({ email, email_verified_at: sql<Date>`now()` }).where('id', '=', id).returning(accountColumns).executeTakeFirstOrThrow());
        return row ? { account: toAccount(row), former: { email: former.email, verifiedAt: former.email_verified_at } } : null;
      });
    } catch (error) {
      if (isEmailTaken(error)) return 'taken';
      throw error;
    }
  }

  /** The account goes back to an address it left, proven as it was then; 'taken' when another account has it now. */
  async revertEmail(id: string, email: string, verifiedAt: Date | null): Promise<ClientAccount | 'taken' | null> {
    try {
      const row = await this.db.updateTable('client_accounts').set({ email, email_verified_at: verifiedAt }).where('id', '=', id).returning(accountColumns).executeTakeFirst();
      return row ? toAccount(row) : null;
    } catch (error) {
      if (isEmailTaken(error)) return 'taken';
      throw error;
    }
  }

  /** Removes the account if it still has this address and never proved one: whether it did. */
  async removeUnproven(id: string, email: string): Promise<boolean> {
    const rows = await this.db.deleteFrom('client_accounts').where('id', '=', id).where('email', '=', email).where('email_verified_at', 'is', null).returning('id').execute();
    return rows.length > 0;
  }

  /** Everything the account was linked to by its former address is unlinked; answers how many of each kind. */
  async unlinkAll(accountId: string): Promise<{ submissions: number; orders: number }> {
    const rows = await this.db.deleteFrom('account_links').where('account_id', '=', accountId).returning('kind').execute();
    return { submissions: rows.filter((row) => row.kind === 'submission').length, orders: rows.filter((row) => row.kind === 'order').length };
  }

  /**
   * The address is proven: only while it is still the account's (a link to an address the account has
   * since left proves nothing). The account as it is now, or null when the address no longer matches.
   */
  async markVerified(id: string, email: string): Promise<ClientAccount | null> {
    const row = await this.db
      .updateTable('client_accounts')
      .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
      .where('id', '=', id)
      .where('email', '=', email)
      .returning(accountColumns)
      .executeTakeFirst();
    return row ? toAccount(row) : null;
  }
}
