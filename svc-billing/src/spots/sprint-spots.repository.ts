import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { BillingDb } from '../database/billing-db';
import { laterStartDay, sprintsInWeek } from './sprint-weeks';

/** Reads the sprints' weeks from `orders` (`orders_starts_at` keeps each count to its week). */
@Injectable()
export class SprintSpotsRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<BillingDb>) {}

  /** The sprints of this week, and, when it is full, the Monday ('YYYY-MM-DD') a sprint bought now starts. */
  async thisWeek(timeZone: string, perWeek: number | null): Promise<{ taken: number; startsOn: string | null }> {
    const startsOn = perWeek === null ? sql<null>`NULL` : laterStartDay(timeZone, perWeek);
    const { rows } = await sql<{ taken: number; starts_on: string | null }>`SELECT ${sprintsInWeek(timeZone, 0)} AS taken, ${startsOn} AS starts_on`.execute(this.db);
    return { taken: rows[0].taken, startsOn: rows[0].starts_on };
  }
}
