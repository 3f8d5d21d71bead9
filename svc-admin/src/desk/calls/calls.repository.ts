import type { CallDuration, CallType, ScheduledCall } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Selectable } from 'kysely';
import type { CallsTable, DeskDb } from '../desk-db';
import { heldOver, lockCalendar } from './call-holds.repository';
import type { BusyTime } from './open-slots';

/** Thrown when Postgres refuses a call over another booked one (the calendar's exclusion constraint). */
export class OverlappingCall extends Error {}

const endOf = (times: CallTimes) => new Date(times.startsAt.getTime() + times.duration * 60_000);

/** The exclusion constraint's refusal, as `OverlappingCall`; anything else as it was. */
function overlapOf(error: unknown): unknown {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23P01' && constraint === 'calls_no_overlap' ? new OverlappingCall('the calendar already has a call then') : error;
}

export interface CallTimes {
  duration: CallDuration;
  scheduledDate: string;
  scheduledTime: string;
  startsAt: Date;
}

export interface NewCall extends CallTimes {
  submissionId: string;
  callType: CallType;
  timeZone: string;
  agenda: string | null;
  notes: string | null;
  meetingLink: string;
}

/** A call as the service reads it: the contract's fields, its business and its invite's SEQUENCE. */
export type CallRecord = ScheduledCall & { submissionId: string; sequence: number };

function toCall(row: Selectable<CallsTable>): CallRecord {
  return {
    id: row.id,
    submissionId: row.submission_id,
    callType: row.call_type,
    duration: row.duration_minutes as CallDuration,
    startsAt: row.starts_at.toISOString(),
    scheduledDate: row.scheduled_date,
    scheduledTime: row.scheduled_time,
    timeZone: row.time_zone,
    agenda: row.agenda,
    notes: row.notes,
    meetingLink: row.meeting_link,
    status: row.status,
    sequence: row.sequence,
    createdAt: row.created_at.toISOString(),
  };
}

/** The agency's calls: the only SQL on `calls`. */
@Injectable()
export class CallsRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<DeskDb>) {}

  /** Booked calls not started at `now`, soonest first, and calls started between `since` and `now`, latest first. */
  async agencyCalls(now: Date, since: Date, limit: number): Promise<{ upcoming: CallRecord[]; recent: CallRecord[] }> {
    const calls = this.db.selectFrom('calls').selectAll();
    const [upcoming, recent] = await Promise.all([
      calls.where('status', '=', 'scheduled').where('starts_at', '>=', now).orderBy('starts_at').orderBy('id').limit(limit).execute(),
      calls.where('starts_at', '<', now).where('starts_at', '>=', since).orderBy('starts_at', 'desc').orderBy('id').limit(limit).execute(),
    ]);
    return { upcoming: upcoming.map(toCall), recent: recent.map(toCall) };
  }

  /** Books a call, refused (`OverlappingCall`) over a booked call or a slot a live hold other than `exceptHold` keeps. */
  async create(call: NewCall, now: Date, exceptHold?: string): Promise<CallRecord> {
    const row = await this.db.transaction().execute(async (tx) => {
      await lockCalendar(tx);
      if (await heldOver(tx, call.startsAt, endOf(call), now, exceptHold)) throw new OverlappingCall('a hold keeps that time');
      return this.insert(tx, call);
    });
    return toCall(row);
  }

  private insert(db: Kysely<DeskDb>, call: NewCall) {
    return db
      .insertInto('calls')
      .values({
        submission_id: call.submissionId,
        call_type: call.callType,
        duration_minutes: call.duration,
        starts_at: call.startsAt,
        ends_at: endOf(call),
        scheduled_date: call.scheduledDate,
        scheduled_time: call.scheduledTime,
        time_zone: call.timeZone,
        agenda: call.agenda,
        notes: call.notes,
        meeting_link: call.meetingLink,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        throw overlapOf(error);
      });
  }

  /** The booked calls' times that overlap [from, to), double-booked ones included: they hold their slot too. */
  async busy(from: Date, to: Date): Promise<BusyTime[]> {
    const rows = await this.db.selectFrom('calls').select(['starts_at', 'ends_at']).where('status', '=', 'scheduled').where('starts_at', '<', to).where('ends_at', '>', from).execute();
    return rows.map((row) => ({ startsAt: row.starts_at, endsAt: row.ends_at }));
  }

  async one(id: string): Promise<CallRecord | null> {
    const row = await this.db.selectFrom('calls').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toCall(row) : null;
  }

  /** The calls booked with a business: with any of its submissions. */
  async about(submissionIds: readonly string[]): Promise<CallRecord[]> {
    if (!submissionIds.length) return [];
    const rows = await this.db.selectFrom('calls').selectAll().where('submission_id', 'in', submissionIds).orderBy('created_at', 'desc').orderBy('id').execute();
    return rows.map(toCall);
  }

  /** Moves a booked call (under the calendar's constraint again) and raises its invite's SEQUENCE; null when it is not (or no longer) booked. */
  async reschedule(id: string, times: CallTimes, now: Date): Promise<CallRecord | null> {
    const row = await this.db.transaction().execute(async (tx) => {
      await lockCalendar(tx);
      if (await heldOver(tx, times.startsAt, endOf(times), now)) throw new OverlappingCall('a hold keeps that time');
      return this.move(tx, id, times);
    });
    return row ? toCall(row) : null;
  }

  private move(db: Kysely<DeskDb>, id: string, times: CallTimes) {
    return db
      .updateTable('calls')
      .set((eb) => ({
        duration_minutes: times.duration,
        scheduled_date: times.scheduledDate,
        scheduled_time: times.scheduledTime,
        starts_at: times.startsAt,
        ends_at: endOf(times),
        double_booked: false,
        sequence: eb('sequence', '+', 1),
        updated_at: sqlNow,
      }))
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .returningAll()
      .executeTakeFirst()
      .catch((error: unknown) => {
        throw overlapOf(error);
      });
  }

  /** Cancels a booked call (its CANCEL gets the next SEQUENCE); null when it is not booked. */
  async cancel(id: string): Promise<CallRecord | null> {
    const row = await this.db
      .updateTable('calls')
      .set((eb) => ({ status: 'cancelled', sequence: eb('sequence', '+', 1), updated_at: sqlNow }))
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .returningAll()
      .executeTakeFirst();
    return row ? toCall(row) : null;
  }

  async forget(submissionId: string): Promise<number> {
    const result = await this.db.deleteFrom('calls').where('submission_id', '=', submissionId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
