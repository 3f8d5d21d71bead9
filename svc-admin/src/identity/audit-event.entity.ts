import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type AuditActor = 'admin' | 'client' | 'system';

/** Flat facts about an event (names, counts, reasons); never secrets. */
export type AuditDetails = Record<string, string | number | boolean | null>;

/**
 * One security-relevant event of the identity context (sign-ins, failed sign-ins, sign-outs, client
 * deletions): append-only, kept so an admin action can always be traced to a session and request.
 */
@Entity({ name: 'audit_events' })
export class AuditEventEntity {
  @PrimaryColumn({ type: 'uuid', default: () => 'gen_random_uuid()' })
  id!: string;

  @CreateDateColumn({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt!: Date;

  @Column({ type: 'text' })
  actor!: AuditActor;

  /** What happened, dotted: `admin.login`, `admin.login-failed`, `client.deleted`. */
  @Column({ type: 'text' })
  action!: string;

  /** The client or account the event is about, when there is one. */
  @Column({ name: 'subject_id', type: 'uuid', nullable: true })
  subjectId!: string | null;

  @Column({ name: 'request_id', type: 'text', nullable: true })
  requestId!: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  details!: AuditDetails;
}
