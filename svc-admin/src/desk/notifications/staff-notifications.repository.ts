import { NotificationKindOfEvent, NotificationKinds, type JobPayload, type NotificationKind, type NotifyAgencyJob } from '@biz/contracts';
import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { SharedDb } from '../../shared/shared-db';
import type { DeskDb, StaffNotificationsTable } from '../desk-db';

export type StoredNotification = Selectable<StaffNotificationsTable>;

/** The member of the owner's bootstrap sign-in (ADMIN_PASSWORD), which has no staff account. */
export const OWNER_PASSWORD_MEMBER = 'owner-password';

/** The only code that touches the members' notifications and their email choices. */
@Injectable()
export class StaffNotificationsRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<DeskDb & SharedDb>) {}

  /**
   * One notification of the event for each member of the team (its active staff and the bootstrap owner),
   * in one statement; a member who has it already gets none (unique per member, event and key), so a repeated
   * event answers only the rows it made now.
   */
  async create({ event, eventKey, recordId, businessName, detail }: JobPayload<typeof NotifyAgencyJob>): Promise<StoredNotification[]> {
    const members = this.db
      .selectFrom('staff_accounts')
      .where('removed_at', 'is', null)
      .select(sql<string>`id::text`.as('member'))
      .union(this.db.selectNoFrom(sql<string>`${OWNER_PASSWORD_MEMBER}::text`.as('member')));
    return this.db
      .insertInto('staff_notifications')
      .columns(['member', 'event', 'event_key', 'record_id', 'business_name', 'detail'])
      .expression(
        this.db
          .selectFrom(members.as('members'))
          .select(['members.member', sql<string>`${event}::text`.as('event'), sql<string>`${eventKey}::text`.as('event_key'), sql<string | null>`${recordId}::uuid`.as('record_id'), sql<string>`${businessName}::text`.as('business_name'), sql<string | null>`${detail}::text`.as('detail')]),
      )
      .onConflict((oc) => oc.columns(['member', 'event', 'event_key']).doNothing())
      .returningAll()
      .execute();
  }

  /** The event's notifications whose member chose its kind by email, with the member's address (staff only: the bootstrap owner has none). */
  async emailsDue(event: StoredNotification['event'], eventKey: string): Promise<{ notification: StoredNotification; to: string }[]> {
    const rows = await this.db
      .selectFrom('staff_notifications as n')
      .innerJoin('staff_notification_emails as e', (join) => join.onRef('e.member', '=', 'n.member').on('e.kind', '=', NotificationKindOfEvent[event]))
      .innerJoin('staff_accounts as s', (join) => join.on(sql`s.id::text`, '=', sql.ref('n.member')))
      .where('n.event', '=', event)
      .where('n.event_key', '=', eventKey)
      .where('s.removed_at', 'is', null)
      .selectAll('n')
      .select('s.email')
      .execute();
    return rows.map(({ email, ...notification }) => ({ notification, to: email }));
  }

  /** A page of the member's notifications, newest first, from just before `before` (its id) when given. */
  async page(member: string, limit: number, before?: string): Promise<StoredNotification[]> {
    let query = this.db.selectFrom('staff_notifications').selectAll().where('member', '=', member);
    if (before) {
      const cursor = this.db.selectFrom('staff_notifications').select(['created_at', 'id']).where('id', '=', before).where('member', '=', member);
      query = query.where(({ eb, refTuple, selectFrom }) => eb(refTuple('created_at', 'id'), '<', selectFrom(cursor.as('cursor')).select(['cursor.created_at', 'cursor.id']).$asTuple('created_at', 'id')));
    }
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  async unread(member: string): Promise<number> {
    const { count } = await this.db.selectFrom('staff_notifications').select((eb) => eb.fn.countAll<string>().as('count')).where('member', '=', member).where('read_at', 'is', null).executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Marks one of the member's notifications read (once: the first time stays); false when the member has none of that id. */
  async markRead(member: string, id: string): Promise<boolean> {
    const row = await this.db
      .updateTable('staff_notifications')
      .set({ read_at: sql`coalesce(read_at, now())` })
      .where('id', '=', id)
      .where('member', '=', member)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async markAllRead(member: string): Promise<void> {
    await this.db.updateTable('staff_notifications').set({ read_at: sql`now()` }).where('member', '=', member).where('read_at', 'is', null).execute();
  }

  async emailKinds(member: string): Promise<NotificationKind[]> {
    const rows = await this.db.selectFrom('staff_notification_emails').select('kind').where('member', '=', member).execute();
    return NotificationKinds.filter((kind) => rows.some((row) => row.kind === kind));
  }

  /** The member's whole choice at once, replacing the one before. */
  async setEmailKinds(member: string, kinds: readonly NotificationKind[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('staff_notification_emails').where('member', '=', member).execute();
      if (kinds.length) await tx.insertInto('staff_notification_emails').values(kinds.map((kind) => ({ member, kind }))).onConflict((oc) => oc.doNothing()).execute();
    });
  }
}
