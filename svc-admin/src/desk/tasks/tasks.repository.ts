import type { AgencyActor, BusinessTask, NextTask, TaskRepeat, TaskType } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { DeskDb } from '../desk-db';
import type { SharedDb } from '../../shared/shared-db';

type Db = DeskDb & SharedDb;

/** A task's fields as the desk writes them; the owner by id (null: nobody). */
export interface TaskFields {
  title: string;
  type: TaskType;
  dueOn: string;
  dueTime: string | null;
  ownerStaffId: string | null;
  repeat: TaskRepeat | null;
}

/** Which open tasks: one owner's, or everyone's (null). */
export type TaskOwnerFilter = string | null;

/** A page of tasks and how many there are in all. */
export interface TaskPage {
  tasks: BusinessTask[];
  total: number;
}

const actor = (done: boolean, name: string | null): AgencyActor | null => (done ? (name === null ? { kind: 'bootstrap-owner' } : { kind: 'staff', name }) : null);

/** The columns a task is answered with: its own, and the names of its owner (an active member), who completed and who created it. */
function withNames(db: Kysely<Db>) {
  return db
    .selectFrom('business_tasks as t')
    .leftJoin('staff_accounts as owner', (join) => join.onRef('owner.id', '=', 't.owner_staff_id').on('owner.removed_at', 'is', null))
    .leftJoin('staff_accounts as doer', 'doer.id', 't.done_by_staff_id')
    .leftJoin('staff_accounts as creator', 'creator.id', 't.created_by_staff_id')
    .select([
      't.id',
      't.business_id',
      't.title',
      't.type',
      't.due_on',
      't.due_time',
      't.repeat_every',
      't.repeat_unit',
      't.done_at',
      't.created_at',
      't.from_next_step',
      't.for_order_id',
      'owner.id as owner_id',
      'owner.name as owner_name',
      'doer.name as done_by_name',
      'creator.name as created_by_name',
    ]);
}
type TaskRow = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

const taskOf = (row: TaskRow): BusinessTask => ({
  id: row.id,
  businessId: row.business_id,
  title: row.title,
  type: row.type,
  dueOn: row.due_on,
  dueTime: row.due_time,
  owner: row.owner_id && row.owner_name !== null ? { id: row.owner_id, name: row.owner_name } : null,
  repeat: row.repeat_every !== null && row.repeat_unit !== null ? { every: row.repeat_every, unit: row.repeat_unit } : null,
  done: row.done_at ? { at: row.done_at.toISOString(), by: actor(true, row.done_by_name) ?? { kind: 'bootstrap-owner' } } : null,
  createdAt: row.created_at.toISOString(),
  createdBy: row.from_next_step || row.for_order_id ? null : actor(true, row.created_by_name),
});

const columnsOf = ({ title, type, dueOn, dueTime, ownerStaffId, repeat }: TaskFields) => ({
  title,
  type,
  due_on: dueOn,
  due_time: dueTime,
  owner_staff_id: ownerStaffId,
  repeat_every: repeat?.every ?? null,
  repeat_unit: repeat?.unit ?? null,
});

/**
 * The only code that touches the tasks on businesses. A task owned by a member since removed from the team is
 * owned by nobody (the row keeps the id; every read leaves the removed member out, as follow-ups do).
 */
@Injectable()
export class TasksRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<Db>) {}

  async create(businessId: string, fields: TaskFields, createdByStaffId: string | null): Promise<BusinessTask> {
    const { id } = await this.db
      .insertInto('business_tasks')
      .values({ business_id: businessId, ...columnsOf(fields), created_by_staff_id: createdByStaffId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return this.getOrThrow(id);
  }

  /** The desk's own task for a paid order's delivery, one per order: null when the order has it already. */
  async createForOrder(businessId: string, orderId: string, fields: TaskFields): Promise<BusinessTask | null> {
    const row = await this.db
      .insertInto('business_tasks')
      .values({ business_id: businessId, ...columnsOf(fields), created_by_staff_id: null, for_order_id: orderId })
      .onConflict((conflict) => conflict.column('for_order_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? this.getOrThrow(row.id) : null;
  }

  /** Null: no such task. */
  async update(id: string, fields: TaskFields): Promise<BusinessTask | null> {
    const updated = await this.db.updateTable('business_tasks').set(columnsOf(fields)).where('id', '=', id).returning('id').executeTakeFirst();
    return updated ? this.getOrThrow(id) : null;
  }

  async get(id: string): Promise<BusinessTask | null> {
    const row = await withNames(this.db).where('t.id', '=', id).executeTakeFirst();
    return row ? taskOf(row) : null;
  }

  /**
   * Completes an open task (a done one stays as it was): a repeating task that never made its next one makes it
   * now, due its repeat after this one's due day, with the same title, type, time, owner and repeat. Locked
   * first, so two members completing it at once make one next task. Null: no such task.
   */
  async complete(id: string, byStaffId: string | null): Promise<{ task: BusinessTask; next: BusinessTask | null } | null> {
    const nextId = await this.db.transaction().execute(async (trx) => {
      const task = await trx.selectFrom('business_tasks').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!task) return undefined;
      if (task.done_at) return null;
      let next: string | null = null;
      if (task.repeat_every !== null && task.repeat_unit !== null && task.next_task_id === null) {
        const days = task.repeat_every * (task.repeat_unit === 'week' ? 7 : 1);
        ({ id: next } = await trx
          .insertInto('business_tasks')
          .values({
            business_id: task.business_id,
            title: task.title,
            type: task.type,
            due_on: sql<string>`${task.due_on}::date + ${days}::integer`,
            due_time: task.due_time,
            owner_staff_id: task.owner_staff_id,
            repeat_every: task.repeat_every,
            repeat_unit: task.repeat_unit,
            created_by_staff_id: byStaffId,
          })
          .returning('id')
          .executeTakeFirstOrThrow());
      }
      await trx
        .updateTable('business_tasks')
        .set({ done_at: sqlNow, done_by_staff_id: byStaffId, next_task_id: next ?? task.next_task_id })
        .where('id', '=', id)
        .execute();
      return next;
    });
    if (nextId === undefined) return null;
    return { task: await this.getOrThrow(id), next: nextId ? await this.getOrThrow(nextId) : null };
  }

  /** Opens a done task again (its repeat's next task, if made, stays). Null: no such task. */
  async reopen(id: string): Promise<BusinessTask | null> {
    await this.db.updateTable('business_tasks').set({ done_at: null, done_by_staff_id: null }).where('id', '=', id).execute();
    return this.get(id);
  }

  /** False: no such task. */
  async remove(id: string): Promise<boolean> {
    const removed = await this.db.deleteFrom('business_tasks').where('id', '=', id).returning('id').executeTakeFirst();
    return !!removed;
  }

  /** A business's tasks: open ones soonest due first, done ones latest done first. */
  async ofBusiness(businessId: string): Promise<{ open: BusinessTask[]; done: BusinessTask[] }> {
    const rows = await withNames(this.db)
      .where('t.business_id', '=', businessId)
      .orderBy('t.done_at', (ob) => ob.desc().nullsFirst())
      .orderBy('t.due_on')
      .orderBy(sql`t.due_time nulls last`)
      .orderBy('t.created_at')
      .execute();
    const tasks = rows.map(taskOf);
    return { open: tasks.filter((task) => !task.done), done: tasks.filter((task) => task.done) };
  }

  /** Open tasks due in [from, to] (either end open: null), of one owner or everyone's: the first `limit` by due day and time, with the count of all. */
  async openDue(owner: TaskOwnerFilter, from: string | null, to: string | null, limit: number): Promise<TaskPage> {
    const base = this.db
      .selectFrom('business_tasks as t')
      .where('t.done_at', 'is', null)
      .$if(owner !== null, (q) => q.where('t.owner_staff_id', '=', owner))
      .$if(from !== null, (q) => q.where('t.due_on', '>=', from as string))
      .$if(to !== null, (q) => q.where('t.due_on', '<=', to as string));
    const [ids, { n }] = await Promise.all([
      base.select('t.id').orderBy('t.due_on').orderBy(sql`t.due_time nulls last`).orderBy('t.created_at').limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const rows = ids.length ? await withNames(this.db).where('t.id', 'in', ids.map((row) => row.id)).execute() : [];
    const byId = new Map(rows.map((row) => [row.id, taskOf(row)]));
    return { tasks: ids.flatMap((row) => byId.get(row.id) ?? []), total: Number(n) };
  }

  /** The next open task of each of these businesses (soonest due), one query for a page of them. */
  async nextOf(businessIds: readonly string[]): Promise<Map<string, NextTask>> {
    if (!businessIds.length) return new Map();
    const rows = await withNames(this.db)
      .distinctOn('t.business_id')
      .where('t.business_id', 'in', businessIds)
      .where('t.done_at', 'is', null)
      .orderBy('t.business_id')
      .orderBy('t.due_on')
      .orderBy(sql`t.due_time nulls last`)
      .orderBy('t.created_at')
      .execute();
    return new Map(
      rows.map((row) => {
        const { id, title, type, dueOn, dueTime, owner } = taskOf(row);
        return [row.business_id, { id, title, type, dueOn, dueTime, owner }];
      }),
    );
  }

  /** The active members who own an open task: a morning digest goes to them too. */
  ownersOfOpenTasks(): Promise<Array<{ id: string; name: string; email: string }>> {
    return this.db
      .selectFrom('staff_accounts')
      .select(['id', 'name', 'email'])
      .where('removed_at', 'is', null)
      .where((eb) => eb.exists(eb.selectFrom('business_tasks').select('id').whereRef('business_tasks.owner_staff_id', '=', 'staff_accounts.id').where('business_tasks.done_at', 'is', null)))
      .orderBy('name')
      .execute();
  }

  /** An erased business keeps no tasks. */
  async forget(businessId: string): Promise<void> {
    await this.db.deleteFrom('business_tasks').where('business_id', '=', businessId).execute();
  }

  private async getOrThrow(id: string): Promise<BusinessTask> {
    return taskOf(await withNames(this.db).where('t.id', '=', id).executeTakeFirstOrThrow());
  }
}
