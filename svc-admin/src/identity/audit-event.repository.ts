import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Selectable } from 'kysely';
import type { AdminDb, AuditEventsTable } from '../database/admin-db';

export type AuditActor = 'admin' | 'client' | 'system';

/** Flat facts about an event (names, counts, reasons); never secrets. */
export type AuditDetails = Record<string, string | number | boolean | null>;

/**
 * One security-relevant event of the identity context (sign-ins, failed sign-ins, sign-outs, client
 * deletions): append-only, kept so an admin action can always be traced to a session and request.
 */
export interface AuditEvent {
  id: string;
  occurredAt: Date;
  actor: AuditActor;
  /** What happened, dotted: `admin.login`, `admin.login-failed`, `client.deleted`. */
  action: string;
  /** The submission or account the event is about, when there is one. */
  subjectId: string | null;
  requestId: string | null;
  details: AuditDetails;
}

const toAuditEvent = (row: Selectable<AuditEventsTable>): AuditEvent => ({
  id: row.id,
  occurredAt: row.occurred_at,
  actor: row.actor,
  action: row.action,
  subjectId: row.subject_id,
  requestId: row.request_id,
  details: row.details,
});

/** The only code that touches `audit_events`; events are appended, never changed. */
@Injectable()
export class AuditEventRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<AdminDb>) {}

  async record(event: { actor: AuditActor; action: string; subjectId?: string; requestId?: string; details?: AuditDetails }): Promise<AuditEvent> {
    const row = await this.db
      .insertInto('audit_events')
      .values({
        actor: event.actor,
        action: event.action,
        subject_id: event.subjectId ?? null,
        request_id: event.requestId ?? null,
        details: JSON.stringify(event.details ?? {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAuditEvent(row);
  }

  /** Every event about one submission or account, oldest first. */
  async about(subjectId: string): Promise<AuditEvent[]> {
    const rows = await this.db.selectFrom('audit_events').selectAll().where('subject_id', '=', subjectId).orderBy('occurred_at').orderBy('id').execute();
    return rows.map(toAuditEvent);
  }

  async latest(limit: number): Promise<AuditEvent[]> {
    const rows = await this.db.selectFrom('audit_events').selectAll().orderBy('occurred_at', 'desc').limit(limit).execute();
    return rows.map(toAuditEvent);
  }
}
