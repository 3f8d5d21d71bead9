import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The support inbox: a ticket becomes a thread (the client's messages and the agency's replies, each with
 * the email it caused), with a status the messages move (open → waiting_on_client → closed), its latest
 * activity (the desk's order) and when the agency first answered (the 2-hour promise). A ticket's opening
 * message moves into the thread, and its email with it.
 */
export class SupportInbox1765500000000 implements MigrationInterface {
  name = 'SupportInbox1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`
      CREATE TABLE ${schema}.support_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ticket_id uuid NOT NULL REFERENCES ${schema}.support_tickets (id) ON DELETE CASCADE,
        author text NOT NULL CHECK (author IN ('client', 'agency')),
        staff_account_id uuid REFERENCES ${schema}.staff_accounts (id),
        body text NOT NULL,
        email_id uuid REFERENCES ${schema}.agency_emails (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (author = 'agency' OR staff_account_id IS NULL)
      )`);
    await queryRunner.query(`CREATE INDEX support_messages_ticket_idx ON ${schema}.support_messages (ticket_id, created_at)`);
    await queryRunner.query(`
      INSERT INTO ${schema}.support_messages (ticket_id, author, body, email_id, created_at)
      SELECT id, 'client', message, email_id, created_at FROM ${schema}.support_tickets`);
    await queryRunner.query(`
      ALTER TABLE ${schema}.support_tickets
        DROP COLUMN message,
        DROP COLUMN email_id,
        ADD COLUMN status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'waiting_on_client', 'closed')),
        ADD COLUMN last_activity_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN first_response_at timestamptz`);
    await queryRunner.query(`UPDATE ${schema}.support_tickets SET last_activity_at = created_at`);
    await queryRunner.query(`CREATE INDEX support_tickets_activity_idx ON ${schema}.support_tickets (status, last_activity_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    await queryRunner.query(`DROP INDEX ${schema}.support_tickets_activity_idx`);
    await queryRunner.query(`ALTER TABLE ${schema}.support_tickets ADD COLUMN message text, ADD COLUMN email_id uuid REFERENCES ${schema}.agency_emails (id)`);
    await queryRunner.query(`
      UPDATE ${schema}.support_tickets t SET message = m.body, email_id = m.email_id
      FROM (SELECT DISTINCT ON (ticket_id) ticket_id, body, email_id FROM ${schema}.support_messages WHERE author = 'client' ORDER BY ticket_id, created_at) m
      WHERE m.ticket_id = t.id`);
    // A ticket whose opening email is gone cannot go back to the old shape.
    await queryRunner.query(`DELETE FROM ${schema}.support_tickets WHERE message IS NULL OR email_id IS NULL`);
    await queryRunner.query(`ALTER TABLE ${schema}.support_tickets ALTER COLUMN message SET NOT NULL, ALTER COLUMN email_id SET NOT NULL, DROP COLUMN status, DROP COLUMN last_activity_at, DROP COLUMN first_response_at`);
    await queryRunner.query(`DROP TABLE ${schema}.support_messages`);
  }
}
