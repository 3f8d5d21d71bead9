import { readAgencyContentFile } from '@biz/server-kit';
import { sql, type RawBuilder, type Transaction } from 'kysely';
import { agencyContentFileOf, type BillingEnv } from '../config/env';
import type { BillingDb } from '../database/billing-db';

/** The agency's weekly cap on sprints (its content file's `spotsPerWeek`, null for none) and the zone its weeks are Mondays of. */
export interface SprintWeekRule {
  perWeek: number | null;
  timeZone: string;
}
export const SPRINT_WEEK_RULE = Symbol('SPRINT_WEEK_RULE');

/** How far ahead a sprint may be booked: ten years of weeks, far past any agency's backlog. */
const WEEKS_AHEAD = 520;

/** Monday 00:00 of the week `weeks` after this one, in the agency's zone, as an instant. */
const mondayAfter = (timeZone: string, weeks: RawBuilder<number> | number): RawBuilder<Date> =>
  sql<Date>`((date_trunc('week', now() AT TIME ZONE ${timeZone}::text) + (${weeks})::int * interval '1 week') AT TIME ZONE ${timeZone}::text)`;

/** The sprints (paid or refunded: a refund does not give the week's hours back) started in the week `weeks` after this one. */
export const sprintsInWeek = (timeZone: string, weeks: RawBuilder<number> | number): RawBuilder<number> =>
  sql<number>`(SELECT count(*)::int FROM orders o WHERE o.status IN ('paid', 'refunded') AND o.starts_at >= ${mondayAfter(timeZone, weeks)} AND o.starts_at < ${mondayAfter(timeZone, sql<number>`(${weeks}) + 1`)})`;

/** The first week from this one (0) with fewer than `perWeek` sprints, as weeks after this one. */
const firstOpenWeek = (timeZone: string, perWeek: number): RawBuilder<number> =>
  sql<number>`(SELECT w FROM generate_series(0, ${WEEKS_AHEAD}::int) w WHERE ${sprintsInWeek(timeZone, sql<number>`w`)} < ${perWeek}::int ORDER BY w LIMIT 1)`;

/** The Monday ('YYYY-MM-DD', the agency's) a sprint bought now starts when this week is full; null while it has a spot. */
export const laterStartDay = (timeZone: string, perWeek: number): RawBuilder<string | null> =>
  sql<string | null>`(SELECT CASE WHEN open > 0 THEN to_char(${mondayAfter(timeZone, sql<number>`open`)} AT TIME ZONE ${timeZone}::text, 'YYYY-MM-DD') END FROM ${firstOpenWeek(timeZone, perWeek)} AS first(open))`;

/** The agency's day ('YYYY-MM-DD') a paid order's sprint starts, when later than its payment; else null. */
export const startDayOf = (timeZone: string, table: 'orders' | 'paid'): RawBuilder<string | null> =>
  sql<string | null>`CASE WHEN ${sql.ref(`${table}.starts_at`)} > ${sql.ref(`${table}.paid_at`)} THEN to_char(${sql.ref(`${table}.starts_at`)} AT TIME ZONE ${timeZone}::text, 'YYYY-MM-DD') END`;

/**
 * When a sprint paid now starts (decision 065): now while this week has a spot, else Monday 00:00 of the
 * first week with one. Payments take the week's spots one at a time (a transaction lock), so two paid at
 * once never share the last one.
 */
export async function sprintStartOf(tx: Transaction<BillingDb>, { perWeek, timeZone }: SprintWeekRule): Promise<RawBuilder<Date>> {
  if (perWeek === null) return sql<Date>`now()`;
  await sql`SELECT pg_advisory_xact_lock(hashtext('billing.sprint-weeks'))`.execute(tx);
  return sql<Date>`(SELECT CASE WHEN open = 0 THEN now() ELSE ${mondayAfter(timeZone, sql<number>`open`)} END FROM ${firstOpenWeek(timeZone, perWeek)} AS first(open))`;
}

/** The rule from the env: the content file's `spotsPerWeek`, read once at start (a broken file stops billing as it stops the gateway). */
export const sprintWeekRuleOf = (env: BillingEnv): SprintWeekRule => ({ perWeek: readAgencyContentFile(agencyContentFileOf(env)).spotsPerWeek, timeZone: env.AGENCY_TIME_ZONE });
