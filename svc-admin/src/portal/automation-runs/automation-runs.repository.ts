import { RUN_REPORTS_LISTED, SAVINGS_HISTORY_WEEKS, type AutomationRunReport, type AutomationRunReportsResponse, type RunDay, type RunReportEntry } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AutomationRunsTable, PortalDb } from '../portal-db';
import { AGENCY_CLOCK, type AgencyClock } from '../../shared/agency-clock/agency-clock';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const toEntry = (row: Selectable<AutomationRunsTable>): RunReportEntry => ({
  eventId: row.event_id,
  at: row.at.toISOString(),
  count: row.count,
  minutesSaved: row.minutes_saved === null ? null : Number(row.minutes_saved),
  receivedAt: row.received_at.toISOString(),
  voided: row.voided_at && row.void_reason !== null ? { at: row.voided_at.toISOString(), reason: row.void_reason } : null,
});
/** Every time of a day is within 26 hours of any other (a day is 23 to 25 hours long). */
const DAY_SPAN_MS = 26 * 60 * 60 * 1000;

/** The runs automations' platforms report (`automation_runs`), and their sums by the agency's day. */
@Injectable()
export class AutomationRunsRepository {
  constructor(
    @Inject(KYSELY) private readonly db: Kysely<PortalDb>,
    @Inject(AGENCY_CLOCK) private readonly clock: AgencyClock,
  ) {}

  /**
   * A report of runs, once per event id: the key (automation, event id) makes a repeat, concurrent even, add
   * nothing (`counted` false). `first` is true for the one report that was the automation's first.
   */
  async recordRuns(id: string, report: AutomationRunReport): Promise<{ counted: boolean; first: boolean }> {
    // One statement, so a burst of reports holds each pooled connection for one round trip.
    const row = await this.db
      .with('inserted', (db) =>
        db
          .insertInto('automation_runs')
          .values({ automation_id: id, event_id: report.eventId, at: new Date(report.at), count: report.count, minutes_saved: report.minutesSaved ?? null })
          .onConflict((conflict) => conflict.columns(['automation_id', 'event_id']).doNothing())
          .returning('event_id'),
      )
      .with('first', (db) =>
        db
          .updateTable('automations')
          .set({ first_run_at: sqlNow })
          .where('id', '=', id)
          .where('first_run_at', 'is', null)
          .where((eb) => eb.exists(eb.selectFrom('inserted').select('event_id')))
          .returning('id'),
      )
      .selectNoFrom((eb) => [eb.exists(eb.selectFrom('inserted').select('event_id')).as('counted'), eb.exists(eb.selectFrom('first').select('id')).as('first')])
      .executeTakeFirstOrThrow();
    return { counted: Boolean(row.counted), first: Boolean(row.first) };
  }

  /** The automation's newest reports (by arrival), voided ones too, and how many it has. */
  async reportsOf(id: string): Promise<AutomationRunReportsResponse> {
    const [rows, { total }] = await Promise.all([
      this.db.selectFrom('automation_runs').selectAll().where('automation_id', '=', id).orderBy('received_at', 'desc').orderBy('event_id').limit(RUN_REPORTS_LISTED).execute(),
      this.db.selectFrom('automation_runs').select((eb) => eb.fn.countAll<string>().as('total')).where('automation_id', '=', id).executeTakeFirstOrThrow(),
    ]);
    return { reports: rows.map(toEntry), total: Number(total) };
  }

  /**
   * Voids a report: it stays, counts for nothing. `voided` false when it was void already (the first void
   * stands); null when the automation has no such report.
   */
  async voidReport(id: string, eventId: string, by: string | null, reason: string): Promise<{ entry: RunReportEntry; voided: boolean } | null> {
    const voided = await this.db
      .updateTable('automation_runs')
      .set({ voided_at: sqlNow, voided_by: by, void_reason: reason })
      .where('automation_id', '=', id)
      .where('event_id', '=', eventId)
      .where('voided_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (voided) return { entry: toEntry(voided), voided: true };
    const before = await this.db.selectFrom('automation_runs').selectAll().where('automation_id', '=', id).where('event_id', '=', eventId).executeTakeFirst();
    return before ? { entry: toEntry(before), voided: false } : null;
  }

  /**
   * The minutes already counted for the automation on the agency's `day` (runs without minutes at
   * `minutesPerRun`), leaving out the report `exceptEventId`, so a repeat of it is judged as itself.
   * `around` is a time on that day: the day lies within 26 hours of it, which the index narrows to.
   */
  async minutesOn(id: string, day: string, around: Date, minutesPerRun: number | null, exceptEventId: string): Promise<number> {
    const row = await this.db
      .selectFrom('automation_runs')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>(sql`coalesce(minutes_saved, count * ${minutesPerRun ?? 0})`), sql<string>`0`).as('minutes'))
      .where('automation_id', '=', id)
      .where('event_id', '<>', exceptEventId)
      .where('voided_at', 'is', null)
      .where('at', '>', new Date(around.getTime() - DAY_SPAN_MS))
      .where('at', '<', new Date(around.getTime() + DAY_SPAN_MS))
      .where(sql<string>`to_char(at AT TIME ZONE ${this.clock.timeZone}, 'YYYY-MM-DD')`, '=', day)
      .executeTakeFirstOrThrow();
    return Number(row.minutes);
  }

  /**
   * The automations' reported runs summed by the agency's day (a run at 03:00Z on a Monday is a Sunday's in
   * New York), over the weeks the savings history shows (and one more).
   */
  async daysOf(ids: readonly string[], db: Kysely<PortalDb> = this.db): Promise<Map<string, RunDay[]>> {
    const days = new Map<string, RunDay[]>();
    if (!ids.length) return days;
    const since = new Date(this.clock.now() - (SAVINGS_HISTORY_WEEKS + 1) * WEEK_MS);
    const rows = await db
      .selectFrom('automation_runs')
      .select((eb) => [
        'automation_id',
        sql<string>`to_char(at AT TIME ZONE ${this.clock.timeZone}, 'YYYY-MM-DD')`.as('day'),
        eb.fn.sum<string>('count').as('runs'),
        eb.fn.sum<string>(eb.case().when('minutes_saved', 'is', null).then(eb.ref('count')).else(0).end()).as('unpriced'),
        eb.fn.coalesce(eb.fn.sum<string>('minutes_saved'), sql<string>`0`).as('minutes'),
      ])
      .where('automation_id', 'in', ids)
      .where('at', '>=', since)
      .where('voided_at', 'is', null)
      // By the output column: the zone is a parameter, so the select's expression and a repeat of it would differ.
      .groupBy(['automation_id', sql`day`])
      .orderBy('automation_id')
      .execute();
    for (const row of rows) {
      const list = days.get(row.automation_id) ?? [];
      list.push({ day: row.day, runs: Number(row.runs), unpricedRuns: Number(row.unpriced), reportedMinutes: Number(row.minutes) });
      days.set(row.automation_id, list);
    }
    return days;
  }
}
