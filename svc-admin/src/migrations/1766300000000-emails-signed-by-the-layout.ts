import { migrationSchema } from '@biz/server-kit';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The sign-offs services and drafts wrote at the end of an email's text before the layout signed every email. */
const SIGNED = String.raw`\n\n(Best regards,\n)?The BizAutomate team\s*$`;

/**
 * The email log keeps what was written, and the worker's layout adds the sign-off and the letterhead
 * (decision 049). Entries logged before end with the sign-off they were sent with: without it, a resend is
 * signed once, not twice. Down leaves the text as it is: the layout signs it either way.
 */
export class EmailsSignedByTheLayout1766300000000 implements MigrationInterface {
  name = 'EmailsSignedByTheLayout1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE ${migrationSchema(queryRunner)}.agency_emails SET body = regexp_replace(body, $1, '') WHERE body ~ $1`, [SIGNED]);
  }

  async down(): Promise<void> {}
}
