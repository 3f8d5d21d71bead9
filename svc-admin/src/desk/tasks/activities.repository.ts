import type { AgencyActor, ActivityKind, LoggedActivity } from '@biz/contracts';
import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DeskDb } from '../desk-db';
import type { SharedDb } from '../../shared/shared-db';

const loggerOf = (name: string | null): AgencyActor => (name === null ? { kind: 'bootstrap-owner' } : { kind: 'staff', name });

/** The only code that touches the calls and meetings the team logged after they happened. */
@Injectable()
export class ActivitiesRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<DeskDb & SharedDb>) {}

  /** `loggedByStaffId` null: the owner's bootstrap sign-in. */
  async log(businessId: string, activity: { kind: ActivityKind; happenedAt: string; outcome: string; notes: string | null }, loggedByStaffId: string | null): Promise<LoggedActivity> {
    const { id } = await this.db
      .insertInto('business_activities')
      .values({ business_id: businessId, kind: activity.kind, happened_at: new Date(activity.happenedAt), outcome: activity.outcome, notes: activity.notes, logged_by_staff_id: loggedByStaffId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [logged] = await this.activities('business_activities.id', id);
    return logged;
  }

  /** A business's logged activities, in the order they happened. */
  of(businessId: string): Promise<LoggedActivity[]> {
    return this.activities('business_activities.business_id', businessId);
  }

  private async activities(by: 'business_activities.id' | 'business_activities.business_id', value: string): Promise<LoggedActivity[]> {
    const rows = await this.db
      .selectFrom('business_activities')
      .leftJoin('staff_accounts', 'staff_accounts.id', 'business_activities.logged_by_staff_id')
      .select(['business_activities.id', 'business_activities.kind', 'business_activities.happened_at', 'business_activities.outcome', 'business_activities.notes', 'staff_accounts.name'])
      .where(by, '=', value)
      .orderBy('business_activities.happened_at')
      .orderBy('business_activities.id')
      .execute();
    return rows.map((row) => ({ id: row.id, kind: row.kind, happenedAt: row.happened_at.toISOString(), outcome: row.outcome, notes: row.notes, by: loggerOf(row.name) }));
  }

  /** An erased business keeps no logged activities. */
  async forget(businessId: string): Promise<void> {
    await this.db.deleteFrom('business_activities').where('business_id', '=', businessId).execute();
  }
}
