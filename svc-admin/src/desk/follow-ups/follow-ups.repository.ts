import { NO_FOLLOW_UP, type FollowUp, type StaffMemberName } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { DeskDb } from '../desk-db';
import type { SharedDb } from '../../shared/shared-db';

/** Businesses with open tasks due by a day: today's, and those overdue (by their soonest open task), each the first `limit` by due day with the count of all. */
export interface DueSteps {
  dueToday: { businessIds: string[]; total: number };
  overdue: { businessIds: string[]; total: number };
}

/**
 * The only code that touches the follow-ups: who owns each business; it reads each business's next open task
 * (the tasks repository writes them). An owner removed from the team owns nothing any more (the row keeps the
 * id; every read leaves the removed member out).
 */
@Injectable()
export class FollowUpsRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<DeskDb & SharedDb>) {}

  /** The team's active members, by name: who may own a business. */
  async activeStaff(): Promise<StaffMemberName[]> {
    return this.db.selectFrom('staff_accounts').select(['id', 'name']).where('removed_at', 'is', null).orderBy('name').orderBy('id').execute();
  }

  async isActiveStaff(id: string): Promise<boolean> {
    return !!(await this.db.selectFrom('staff_accounts').select('id').where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst());
  }

  async save(businessId: string, ownerStaffId: string | null): Promise<void> {
    await this.db
      .insertInto('business_follow_ups')
      .values({ business_id: businessId, owner_staff_id: ownerStaffId })
      .onConflict((oc) => oc.column('business_id').doUpdateSet({ owner_staff_id: ownerStaffId, updated_at: sqlNow }))
      .execute();
  }

  /** The follow-ups of these businesses, one query for a page of them: the owner and the soonest due open task (none: nobody, nothing open). */
  async of(businessIds: readonly string[]): Promise<Map<string, FollowUp>> {
    if (!businessIds.length) return new Map();
    const [owners, next] = await Promise.all([
      this.db
        .selectFrom('business_follow_ups')
        .innerJoin('staff_accounts', 'staff_accounts.id', 'business_follow_ups.owner_staff_id')
        .select(['business_follow_ups.business_id', 'staff_accounts.id', 'staff_accounts.name'])
        .where('business_follow_ups.business_id', 'in', businessIds)
        .where('staff_accounts.removed_at', 'is', null)
        .execute(),
      this.db
        .selectFrom('business_tasks')
        .distinctOn('business_id')
        .select(['business_id', 'title', 'due_on'])
        .where('business_id', 'in', businessIds)
        .where('done_at', 'is', null)
        .orderBy('business_id')
        .orderBy('due_on')
        .orderBy(sql`due_time nulls last`)
        .orderBy('created_at')
        .execute(),
    ]);
    const ownerOf = new Map(owners.map((row) => [row.business_id, { id: row.id, name: row.name }]));
    const nextOf = new Map(next.map((row) => [row.business_id, row]));
    return new Map(
      businessIds.map((id): [string, FollowUp] => {
        const task = nextOf.get(id);
        return [id, task || ownerOf.has(id) ? { owner: ownerOf.get(id) ?? null, nextStep: task?.title ?? null, dueOn: task?.due_on ?? null } : NO_FOLLOW_UP];
      }),
    );
  }

  /** The businesses whose soonest open task (of one owner, or anyone's: null) is due today, and those overdue on `today`. */
  async due(today: string, ownerStaffId: string | null, limit: number): Promise<DueSteps> {
    const soonest = this.db
      .selectFrom('business_tasks')
      .select('business_id')
      .select((eb) => [eb.fn.min('due_on').as('due_on'), eb.fn.min('created_at').as('created_at')])
      .where('done_at', 'is', null)
      .$if(ownerStaffId !== null, (q) => q.where('owner_staff_id', '=', ownerStaffId))
      .groupBy('business_id');
    const page = (comparison: '=' | '<') => {
      const due = this.db.selectFrom(soonest.as('soonest')).where('soonest.due_on', comparison, today);
      return Promise.all([
        due.select('soonest.business_id').orderBy('soonest.due_on').orderBy('soonest.created_at').limit(limit).execute(),
        due.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]).then(([rows, { n }]) => ({ businessIds: rows.map((row) => row.business_id), total: Number(n) }));
    };
    const [dueToday, overdue] = await Promise.all([page('='), page('<')]);
    return { dueToday, overdue };
  }

  /** The active members who own at least one business or open task: those a morning digest goes to. */
  async owners(): Promise<Array<{ id: string; name: string; email: string }>> {
    return this.db
      .selectFrom('staff_accounts')
      .select(['id', 'name', 'email'])
      .where('removed_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb.exists(eb.selectFrom('business_follow_ups').select('business_id').whereRef('business_follow_ups.owner_staff_id', '=', 'staff_accounts.id')),
          eb.exists(eb.selectFrom('business_tasks').select('id').whereRef('business_tasks.owner_staff_id', '=', 'staff_accounts.id').where('business_tasks.done_at', 'is', null)),
        ]),
      )
      .orderBy('name')
      .execute();
  }

  /** Who owns a business, to be told of news about it (null: nobody, or a member since removed). */
  async ownerOf(businessId: string): Promise<{ name: string; email: string } | null> {
    const row = await this.db
      .selectFrom('business_follow_ups')
      .innerJoin('staff_accounts', 'staff_accounts.id', 'business_follow_ups.owner_staff_id')
      .select(['staff_accounts.name', 'staff_accounts.email'])
      .where('business_follow_ups.business_id', '=', businessId)
      .where('staff_accounts.removed_at', 'is', null)
      .executeTakeFirst();
    return row ?? null;
  }

  /** An erased business has no follow-up. */
  async forget(businessId: string): Promise<void> {
    await this.db.deleteFrom('business_follow_ups').where('business_id', '=', businessId).execute();
  }
}
