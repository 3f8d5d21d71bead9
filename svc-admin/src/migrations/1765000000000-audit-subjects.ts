import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Old action → new: a submission is a submission, a client account an account (the timeline words the new names). */
const RENAMED: [string, string][] = [
  ['client.viewed', 'submission.viewed'],
  ['client.deleted', 'submission.deleted'],
  ['client.signup', 'account.signup'],
  ['client.signup-refused', 'account.signup-refused'],
  ['client.login', 'account.login'],
  ['client.login-failed', 'account.login-failed'],
  ['client.logout', 'account.logout'],
  ['client.linked', 'account.linked'],
  ['client.password-reset-requested', 'account.password-reset-requested'],
  ['client.password-reset', 'account.password-reset'],
];

/** The actions (new names) whose subject id names a submission, and those naming a client account; written out, as this migration saw them. */
const SUBMISSION_ACTIONS = ['submission.viewed', 'submission.deleted', 'plan.downloaded', 'email.queued', 'call.booked', 'call.moved', 'call.cancelled', 'onboarding-form.generated', 'automation.updated', 'automation.resume-requested'];
const ACCOUNT_ACTIONS = ['account.signup', 'account.login', 'account.login-failed', 'account.logout', 'account.linked', 'account.password-reset-requested', 'account.password-reset'];

/**
 * Audit actions grouped by subject: the kind of subject is stored beside its id (the same uuid column
 * named a submission for some actions and an account for others), and the rows written under the old
 * `client.*` names get the new ones, so every row keeps its wording on the timeline.
 */
export class AuditSubjects1765000000000 implements MigrationInterface {
  name = 'AuditSubjects1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`ALTER TABLE ${schema}.audit_events ADD COLUMN subject_kind text CHECK (subject_kind IN ('submission', 'account'))`);
    await rename(queryRunner, schema, RENAMED);
    await queryRunner.query(`UPDATE ${schema}.audit_events SET subject_kind = 'submission' WHERE subject_id IS NOT NULL AND action = ANY($1)`, [SUBMISSION_ACTIONS]);
    await queryRunner.query(`UPDATE ${schema}.audit_events SET subject_kind = 'account' WHERE subject_id IS NOT NULL AND action = ANY($1)`, [ACCOUNT_ACTIONS]);
    await queryRunner.query(`ALTER TABLE ${schema}.audit_events ADD CONSTRAINT audit_events_subject_kind_has_subject CHECK (subject_kind IS NULL OR subject_id IS NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await rename(queryRunner, schema, RENAMED.map(([before, after]) => [after, before]));
    await queryRunner.query(`ALTER TABLE ${schema}.audit_events DROP COLUMN subject_kind`);
  }
}

async function rename(queryRunner: QueryRunner, schema: string, pairs: [string, string][]): Promise<void> {
  await queryRunner.query(
    `UPDATE ${schema}.audit_events AS e SET action = r.after FROM unnest($1::text[], $2::text[]) AS r(before, after) WHERE e.action = r.before`,
    [pairs.map(([before]) => before), pairs.map(([, after]) => after)],
  );
}
