import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { BillingDb } from '../database/billing-db';
import { mondayAfter, sprintsInWeek } from './sprint-weeks';

/** Reads the sprints' weeks from `orders` (`orders_starts_at` keeps each count to its week). */
@Injectable()
export class SprintSpotsRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<BillingDb>) {}

  /** The sprints of this week, and the Monday ('YYYY-MM-DD') of the first week with fewer than `perWeek` (this one: null). */
  async thisWeek(timeZone: string, perWeek: number | null): Promise<{ taken: number; startsOn: string | null }> {
    const { rows } = await sql<{ taken: number; starts_on: string | null }>`
      SELECT ${sprintsInWeek(timeZone, 0)} AS taken,
        (SELECT to_char(${mondayAfter(timeZone, sql<number>`w`)} AT TIME ZONE ${timeZone}::text, 'YYYY-MM-DD')
           FROM generate_series(1, 520) w WHERE ${sprintsInWeek(timeZone, sql<number>`w`)} < ${perWeek ?? 0}::int ORDER BY w LIMIT 1) AS starts_on`.execute(this.db);
    const [{ taken, starts_on }] = rows;
    return { taken, startsOn: perWeek !== null && taken >= perWeek ? starts_on : null };
  }
}
