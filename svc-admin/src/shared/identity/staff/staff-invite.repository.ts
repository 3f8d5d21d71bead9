import type { PendingStaffInvite, StaffRole } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Selectable } from 'kysely';
import type { SharedDb, StaffInvitesTable } from '../../shared-db';

/** An invitation that can still be accepted, with the secret offered to its invitee, if any yet. */
export interface OpenStaffInvite {
  id: string;
  email: string;
  role: StaffRole;
  pendingTotpSecret: string | null;
}

const toOpen = (row: Selectable<StaffInvitesTable>): OpenStaffInvite => ({ id: row.id, email: row.email, role: row.role, pendingTotpSecret: row.pending_totp_secret });
const toPending = (row: Selectable<StaffInvitesTable>): PendingStaffInvite => ({ id: row.id, email: row.email, role: row.role, expiresAt: row.expires_at.toISOString() });

/** Invitation links: the only SQL on `staff_invites`. */
@Injectable()
export class StaffInviteRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<SharedDb>) {}

  async create(invite: { email: string; role: StaffRole; tokenHash: string; invitedBy: string | null; expiresAt: Date }): Promise<PendingStaffInvite> {
    const row = await this.db
      .insertInto('staff_invites')
      .values({ email: invite.email, role: invite.role, token_hash: invite.tokenHash, invited_by: invite.invitedBy, expires_at: invite.expiresAt, accepted_at: null, pending_totp_secret: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toPending(row);
  }

  /** Invitations neither accepted nor expired, newest first. */
  async pending(): Promise<PendingStaffInvite[]> {
    const rows = await this.db.selectFrom('staff_invites').selectAll().where('accepted_at', 'is', null).where('expires_at', '>', sqlNow).orderBy('created_at', 'desc').execute();
    return rows.map(toPending);
  }

  /**
   * Withdraws an invitation not accepted yet (expired or not): the row goes, so its link finds nothing from
   * now on, and an acceptance racing it uses nothing (`consume` updates no row). 'accepted' or 'gone' otherwise.
   */
  async withdraw(id: string): Promise<PendingStaffInvite | 'accepted' | 'gone'> {
    const row = await this.db.deleteFrom('staff_invites').where('id', '=', id).where('accepted_at', 'is', null).returningAll().executeTakeFirst();
    if (row) return toPending(row);
    const accepted = await this.db.selectFrom('staff_invites').select('id').where('id', '=', id).executeTakeFirst();
    return accepted ? 'accepted' : 'gone';
  }

  /** Offers the invitee a TOTP secret (encrypted): the open invitation, or null when the link is unknown, used or expired. */
  async offerSecret(tokenHash: string, encryptedSecret: string): Promise<OpenStaffInvite | null> {
    const row = await this.db
      .updateTable('staff_invites')
      .set({ pending_totp_secret: encryptedSecret })
      .where('token_hash', '=', tokenHash)
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', sqlNow)
      .returningAll()
      .executeTakeFirst();
    return row ? toOpen(row) : null;
  }

  async open(tokenHash: string): Promise<OpenStaffInvite | null> {
    const row = await this.db.selectFrom('staff_invites').selectAll().where('token_hash', '=', tokenHash).where('accepted_at', 'is', null).where('expires_at', '>', sqlNow).executeTakeFirst();
    return row ? toOpen(row) : null;
  }

  /**
   * Uses the invitation once and runs `andThen` (the account's creation) in the same transaction: its
   * answer, or null when the link was used or expired meanwhile. One conditional update, so two
   * acceptances of one link cannot both pass; `andThen` throws to roll the use back.
   */
  async consume<T>(id: string, andThen: (tx: Kysely<SharedDb>) => Promise<T>): Promise<T | null> {
    return this.db.transaction().execute(async (tx) => {
      const used = await tx.updateTable('staff_invites').set({ accepted_at: sqlNow }).where('id', '=', id).where('accepted_at', 'is', null).where('expires_at', '>', sqlNow).executeTakeFirst();
      return used.numUpdatedRows === 0n ? null : andThen(tx);
    });
  }
}
