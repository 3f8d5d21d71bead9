import { NO_FOLLOW_UP, type FollowUp, type StaffMemberName } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DeskDb } from '../desk-db';
import type { SharedDb } from '../../shared/shared-db';

/** A follow-up as stored: the owner by id. */
export interface StoredFollowUp {
  ownerStaffId: string | null;
  nextStep: string | null;
  dueOn: string | null;
}

/** Next steps due by a day: today's, and those overdue, each the first `limit` by due day with the count of all. */
export interface DueSteps {
  dueToday: { businessIds: string[]; total: number };
  overdue: { businessIds: string[]; total: number };
}

/**
 * The only code that touches the follow-ups: who owns each business and its next step. An owner removed
 * from the team owns nothing any more (the row keeps the id; every read leaves the removed member out).
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

  async save(businessId: string, { ownerStaffId, nextStep, dueOn }: StoredFollowUp): Promise<void> {
    const values = { owner_staff_id: ownerStaffId, next_step: nextStep, due_on: dueOn };
    await this.db
      .insertInto('business_follow_ups')
      .values({ business_id: businessId, ...values })
      .onConflict((oc) => oc.column('business_id').doUpdateSet({ ...values, updated_at: sqlNow }))
      .execute();
  }

  /** The follow-ups of these businesses, one query for a page of them (none: nobody, nothing planned). */
  async of(businessIds: readonly string[]): Promise<Map<string, FollowUp>> {
    const rows = businessIds.length
      ? await this.db
          .selectFrom('business_follow_ups')
          .leftJoin('staff_accounts', (join) => join.onRef('staff_accounts.id', '=', 'business_follow_ups.owner_staff_id').on('staff_accounts.removed_at', 'is', null))
          .select(['business_follow_ups.business_id', 'business_follow_ups.next_step', 'business_follow_ups.due_on', 'staff_accounts.id as owner_id', 'staff_accounts.name as owner_name'])
          .where('business_follow_ups.business_id', 'in', businessIds)
          .execute()
      : [];
    const found = new Map(
      rows.map((row): [string, FollowUp] => [row.business_id, { owner: row.owner_id && row.owner_name !== null ? { id: row.owner_id, name: row.owner_name } : null, nextStep: row.next_step, dueOn: row.due_on }]),
    );
    return new Map(businessIds.map((id) => [id, found.get(id) ?? NO_FOLLOW_UP]));
  }

  /** The next steps due today and overdue on `today`, of one owner (or everyone's: null). */
  async due(today: string, ownerStaffId: string | null, limit: number): Promise<DueSteps> {
    const steps = this.db
      .selectFrom('business_follow_ups')
      .where('due_on', 'is not', null)
      .$if(ownerStaffId !== null, (q) => q.where('owner_staff_id', '=', ownerStaffId));
    const page = (comparison: '=' | '<') =>
      Promise.all([
        steps.select('business_id').where('due_on', comparison, today).orderBy('due_on').orderBy('updated_at').limit(limit).execute(),
        steps.select((eb) => eb.fn.countAll<string>().as('n')).where('due_on', comparison, today).executeTakeFirstOrThrow(),
      ]).then(([rows, { n }]) => ({ businessIds: rows.map((row) => row.business_id), total: Number(n) }));
    const [dueToday, overdue] = await Promise.all([page('='), page('<')]);
    return { dueToday, overdue };
  }

  /** The active members who own at least one business: those a morning digest goes to. */
  async owners(): Promise<Array<{ id: string; name: string; email: string }>> {
    return this.db
      .selectFrom('staff_accounts')
      .select(['id', 'name', 'email'])
      .where('removed_at', 'is', null)
      .where((eb) => eb.exists(eb.selectFrom('business_follow_ups').select('business_id').whereRef('business_follow_ups.owner_staff_id', '=', 'staff_accounts.id')))
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
