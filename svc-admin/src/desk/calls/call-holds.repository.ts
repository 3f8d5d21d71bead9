import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { CallHoldsTable, DeskDb } from '../desk-db';
import type { BusyTime } from './open-slots';

export type CallHold = Selectable<CallHoldsTable>;
export type NewCallHold = Pick<CallHold, 'email' | 'name' | 'business_name' | 'answers' | 'client_address' | 'starts_at' | 'ends_at' | 'token_hash' | 'expires_at'>;

/**
 * Serializes what fills the calendar (a call, a hold) so that two writers cannot both see a slot free: the
 * calls' exclusion constraint cannot see holds, whose liveness depends on the clock.
 */
export const lockCalendar = (tx: Transaction<DeskDb>) => sql`SELECT pg_advisory_xact_lock(hashtext('calendar-holds'))`.execute(tx);

/**
 * Whether a hold keeps [from, to) at `now`: unexpired, other than `except`. A confirmed hold still counts until
 * its call is on the calendar (`retire`), so nobody takes the slot while the confirmation makes the lead.
 */
export async function heldOver(db: Kysely<DeskDb>, from: Date, to: Date, now: Date, except?: string): Promise<boolean> {
  let query = db.selectFrom('call_holds').select('id').where('expires_at', '>', now).where('starts_at', '<', to).where('ends_at', '>', from);
  if (except) query = query.where('id', '<>', except);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** The slots kept for bookings by a typed email until confirmed from that inbox (decision 043): the only SQL on `call_holds`. */
@Injectable()
export class CallHoldsRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<DeskDb>) {}

  /**
   * Holds the slot for the email, replacing the email's unconfirmed hold: 'taken' when a call or another live
   * hold has it, 'address-full' when the address keeps `perAddress` other live holds.
   */
  async place(hold: NewCallHold, now: Date, perAddress: number): Promise<CallHold | 'taken' | 'address-full'> {
    return this.db.transaction().execute(async (tx) => {
      await lockCalendar(tx);
      await tx.deleteFrom('call_holds').where('email', '=', hold.email).where('confirmed_at', 'is', null).execute();
      const { kept } = await tx.selectFrom('call_holds').select((eb) => eb.fn.countAll<string>().as('kept')).where('client_address', '=', hold.client_address).where('confirmed_at', 'is', null).where('expires_at', '>', now).executeTakeFirstOrThrow();
      if (Number(kept) >= perAddress) return 'address-full';
      const call = await tx.selectFrom('calls').select('id').where('status', '=', 'scheduled').where('starts_at', '<', hold.ends_at).where('ends_at', '>', hold.starts_at).limit(1).executeTakeFirst();
      if (call || (await heldOver(tx, hold.starts_at, hold.ends_at, now))) return 'taken';
      return tx.insertInto('call_holds').values({ ...hold, answers: JSON.stringify(hold.answers) }).returningAll().executeTakeFirstOrThrow();
    });
  }

  /** The unconfirmed, unexpired hold of a link's token hash. */
  async live(tokenHash: string, now: Date): Promise<CallHold | null> {
    return (await this.db.selectFrom('call_holds').selectAll().where('token_hash', '=', tokenHash).where('confirmed_at', 'is', null).where('expires_at', '>', now).executeTakeFirst()) ?? null;
  }

  /** Uses the link: one statement, so of two confirmations only one gets the hold. */
  async confirm(tokenHash: string, now: Date): Promise<CallHold | null> {
    const row = await this.db.updateTable('call_holds').set({ confirmed_at: now }).where('token_hash', '=', tokenHash).where('confirmed_at', 'is', null).where('expires_at', '>', now).returningAll().executeTakeFirst();
    return row ?? null;
  }

  /** A confirmed hold stops keeping its slot: its call does now (or the slot was lost). */
  async retire(id: string, now: Date): Promise<void> {
    await this.db.updateTable('call_holds').set({ expires_at: now }).where('id', '=', id).where('expires_at', '>', now).execute();
  }

  /** The live holds' times over [from, to): busy for the open slots. */
  async busy(from: Date, to: Date, now: Date): Promise<BusyTime[]> {
    const rows = await this.db.selectFrom('call_holds').select(['starts_at', 'ends_at']).where('expires_at', '>', now).where('starts_at', '<', to).where('ends_at', '>', from).execute();
    return rows.map((row) => ({ startsAt: row.starts_at, endsAt: row.ends_at }));
  }
}
