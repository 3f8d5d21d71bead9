import type { StaffMember, StaffRole } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { SharedDb, StaffAccountsTable } from '../../shared-db';

/** What sign-in needs of an active account: its hashes and encrypted secret. */
export interface StaffCredentials {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
  encryptedTotpSecret: string;
}

export interface NewStaffAccount {
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
  encryptedTotpSecret: string;
  /** The step of the code that confirmed enrolment: it is not accepted again at sign-in. */
  totpStep: number;
  recoveryCodeHashes: string[];
}

const toMember = (row: Selectable<StaffAccountsTable>): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  // Enrolment is part of accepting an invitation: every account has its secret.
  mfaEnrolled: row.totp_secret.length > 0,
  lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
  singleSignOn: row.sso_subject !== null,
});

const toCredentials = (row: Selectable<StaffAccountsTable>): StaffCredentials => ({ id: row.id, email: row.email, name: row.name, role: row.role, passwordHash: row.password_hash, encryptedTotpSecret: row.totp_secret });

/** Staff accounts and their recovery codes: the only SQL on `staff_accounts` and `staff_recovery_codes`. */
@Injectable()
export class StaffAccountRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<SharedDb>) {}

  /**
   * The account with its recovery codes, in one transaction; null when an active member has the email
   * already (the partial unique index decides, so two acceptances at once make one).
   */
  async create(account: NewStaffAccount, db: Kysely<SharedDb> = this.db): Promise<StaffMember | null> {
    const row = await db
      .insertInto('staff_accounts')
      .values({ email: account.email, name: account.name, role: account.role, password_hash: account.passwordHash, totp_secret: account.encryptedTotpSecret, totp_last_step: account.totpStep, last_sign_in_at: sqlNow, removed_at: null })
      .onConflict((conflict) => conflict.column('email').where('removed_at', 'is', null).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await db.insertInto('staff_recovery_codes').values(account.recoveryCodeHashes.map((code_hash) => ({ account_id: row.id, code_hash, used_at: null }))).execute();
    return toMember(row);
  }

  async credentialsOf(email: string): Promise<StaffCredentials | null> {
    const row = await this.db.selectFrom('staff_accounts').selectAll().where('email', '=', email).where('removed_at', 'is', null).executeTakeFirst();
    return row ? toCredentials(row) : null;
  }

  async activeById(id: string): Promise<StaffCredentials | null> {
    const row = await this.db.selectFrom('staff_accounts').selectAll().where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
    return row ? toCredentials(row) : null;
  }

  async isActiveEmail(email: string): Promise<boolean> {
    return !!(await this.db.selectFrom('staff_accounts').select('id').where('email', '=', email).where('removed_at', 'is', null).executeTakeFirst());
  }

  /** The active members, owners first, then by name. */
  async members(): Promise<StaffMember[]> {
    const rows = await this.db.selectFrom('staff_accounts').selectAll().where('removed_at', 'is', null).orderBy(sql`role = 'owner'`, 'desc').orderBy('name').execute();
    return rows.map(toMember);
  }

  /** Whether an active owner exists (each has MFA: enrolment is part of joining). */
  async hasActiveOwner(): Promise<boolean> {
    return !!(await this.db.selectFrom('staff_accounts').select('id').where('role', '=', 'owner').where('removed_at', 'is', null).executeTakeFirst());
  }

  /**
   * Signs the active member with this email in as the provider's person: linked at their first sign-in there,
   * the same person (issuer and subject) after; a sign-in is noted. `other-person`: the account is linked to
   * someone else at this issuer (the provider gave the email to another person), `no-member`: no active member.
   */
  async signInBySingleSignOn(email: string, issuer: string, subject: string): Promise<{ account: StaffCredentials } | { refused: 'no-member' | 'other-person' }> {
    const row = await this.db
      .updateTable('staff_accounts')
      .set({ sso_issuer: issuer, sso_subject: subject, last_sign_in_at: sqlNow })
      .where('email', '=', email)
      .where('removed_at', 'is', null)
      // Linked before: only to the same person at the same provider. A new provider (the agency moved) links afresh.
      .where((eb) => eb.or([eb('sso_issuer', 'is', null), eb('sso_issuer', '<>', issuer), eb('sso_subject', '=', subject)]))
      .returningAll()
      .executeTakeFirst();
    if (row) return { account: toCredentials(row) };
    return { refused: (await this.isActiveEmail(email)) ? 'other-person' : 'no-member' };
  }

  /** Whether the active member has signed in with the provider (is linked to a person there). */
  async signedInBySingleSignOn(id: string): Promise<boolean> {
    return !!(await this.db.selectFrom('staff_accounts').select('id').where('id', '=', id).where('removed_at', 'is', null).where('sso_subject', 'is not', null).executeTakeFirst());
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db.updateTable('staff_accounts').set({ password_hash: passwordHash }).where('id', '=', id).execute();
  }

  /** Marks the member removed; false when there is no such active member. */
  async remove(id: string): Promise<boolean> {
    const result = await this.db.updateTable('staff_accounts').set({ removed_at: sqlNow }).where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * Accepts a TOTP step for the account once: true when it is later than the last one accepted (one
   * statement, so the same code raced twice passes once), and the sign-in is noted.
   */
  async acceptTotpStep(id: string, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('staff_accounts')
      .set({ totp_last_step: step, last_sign_in_at: sqlNow })
      .where('id', '=', id)
      .where('removed_at', 'is', null)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Uses a recovery code once: true when it was the account's and unused; the sign-in is noted. */
  async useRecoveryCode(id: string, codeHash: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const used = await tx.updateTable('staff_recovery_codes').set({ used_at: sqlNow }).where('account_id', '=', id).where('code_hash', '=', codeHash).where('used_at', 'is', null).executeTakeFirst();
      if (used.numUpdatedRows === 0n) return false;
      const signedIn = await tx.updateTable('staff_accounts').set({ last_sign_in_at: sqlNow }).where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
      return signedIn.numUpdatedRows > 0n;
    });
  }
}
