import { auditSubjectKindOf, type AgencyActor, type AuditAction, type AuditActor, type AuditDetails, type AuditSubjectKind } from '@biz/contracts';
import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Selectable } from 'kysely';
import type { AuditEventsTable, SharedDb } from '../shared-db';

/**
 * One security-relevant event (sign-ins, failed sign-ins, sign-outs, views and deletions of a business's
 * data): append-only, kept so an admin action can always be traced to a session and request.
 */
export interface AuditEvent {
  id: string;
  occurredAt: Date;
  actor: AuditActor;
  action: AuditAction;
  /** The submission or account the event is about (`subjectKind` says which), when there is one. */
  subjectId: string | null;
  subjectKind: AuditSubjectKind | null;
  requestId: string | null;
  details: AuditDetails;
  /** The staff account behind an agency event (null: the bootstrap owner, or not the agency). */
  actorStaffId: string | null;
}

/** An event as a timeline shows it: with the agency member who did it, by name. */
export interface NamedAuditEvent extends AuditEvent {
  by: AgencyActor | null;
}

const toAuditEvent = (row: Selectable<AuditEventsTable>): AuditEvent => ({
  id: row.id,
  occurredAt: row.occurred_at,
  actor: row.actor,
  action: row.action,
  subjectId: row.subject_id,
  subjectKind: row.subject_kind,
  requestId: row.request_id,
  details: row.details,
  actorStaffId: row.actor_staff_id,
});

function agencyActorOf(actor: AuditActor, staffName: string | null): AgencyActor | null {
  if (actor !== 'admin') return null;
  return staffName === null ? { kind: 'bootstrap-owner' } : { kind: 'staff', name: staffName };
}

/** The only code that touches `audit_events`; events are appended, never changed. */
@Injectable()
export class AuditEventRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<SharedDb>) {}

  /** The subject's kind is the action's: a submission action's id names a submission, an account action's an account. */
  async record(event: { actor: AuditActor; actorStaffId?: string; action: AuditAction; subjectId?: string; requestId?: string; details?: AuditDetails }): Promise<AuditEvent> {
    const subjectId = event.subjectId ?? null;
    const row = await this.db
      .insertInto('audit_events')
      .values({
        actor: event.actor,
        action: event.action,
        subject_id: subjectId,
        subject_kind: subjectId ? auditSubjectKindOf(event.action) : null,
        request_id: event.requestId ?? null,
        details: JSON.stringify(event.details ?? {}),
        actor_staff_id: event.actorStaffId ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAuditEvent(row);
  }

  /** Every event about one submission or account, oldest first, with the agency member who did each. */
  async about(subjectKind: AuditSubjectKind, subjectIds: string | readonly string[]): Promise<NamedAuditEvent[]> {
    const ids = typeof subjectIds === 'string' ? [subjectIds] : subjectIds;
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom('audit_events')
      .leftJoin('staff_accounts', 'staff_accounts.id', 'audit_events.actor_staff_id')
      .selectAll('audit_events')
      .select('staff_accounts.name as staff_name')
      .where('subject_kind', '=', subjectKind)
      .where('subject_id', 'in', ids)
      .orderBy('occurred_at')
      .orderBy('audit_events.id')
      .execute();
    return rows.map((row) => ({ ...toAuditEvent(row), by: agencyActorOf(row.actor, row.staff_name) }));
  }

  /** Per submission, the newest thing the agency did about it and who did it: one query for a page of them. */
  async lastAgencyActions(submissionIds: readonly string[]): Promise<Map<string, { by: AgencyActor; at: Date }>> {
    if (!submissionIds.length) return new Map();
    const rows = await this.db
      .selectFrom('audit_events')
      .leftJoin('staff_accounts', 'staff_accounts.id', 'audit_events.actor_staff_id')
      .distinctOn('audit_events.subject_id')
      .select(['audit_events.subject_id', 'audit_events.occurred_at', 'staff_accounts.name as staff_name'])
      .where('audit_events.subject_kind', '=', 'submission')
      .where('audit_events.subject_id', 'in', submissionIds)
      .where('audit_events.actor', '=', 'admin')
      .orderBy('audit_events.subject_id')
      .orderBy('audit_events.occurred_at', 'desc')
      .execute();
    return new Map(rows.map((row) => [row.subject_id!, { by: agencyActorOf('admin', row.staff_name)!, at: row.occurred_at }]));
  }

  async latest(limit: number): Promise<AuditEvent[]> {
    const rows = await this.db.selectFrom('audit_events').selectAll().orderBy('occurred_at', 'desc').limit(limit).execute();
    return rows.map(toAuditEvent);
  }
}
