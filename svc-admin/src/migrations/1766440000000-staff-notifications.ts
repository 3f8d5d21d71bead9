import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The agency is told: a notification per member and event (a member is a staff account's id, or
 * `owner-password` for the owner's bootstrap sign-in), read or not, and the kinds each member also wants by
 * email. The unique (member, event, event key) is what makes a repeated event notify nobody twice.
 */
export class StaffNotifications1766440000000 implements MigrationInterface {
  name = 'StaffNotifications1766440000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}.staff_notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member text NOT NULL,
        event text NOT NULL,
        event_key text NOT NULL,
        record_id uuid,
        business_name text NOT NULL,
        detail text,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        UNIQUE (member, event, event_key)
      )`);
    await queryRunner.query(`CREATE INDEX staff_notifications_newest_idx ON ${schema}.staff_notifications (member, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX staff_notifications_unread_idx ON ${schema}.staff_notifications (member) WHERE read_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE ${schema}.staff_notification_emails (
        member text NOT NULL,
        kind text NOT NULL,
        PRIMARY KEY (member, kind)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`DROP TABLE ${schema}.staff_notification_emails`);
    await queryRunner.query(`DROP TABLE ${schema}.staff_notifications`);
  }
}
