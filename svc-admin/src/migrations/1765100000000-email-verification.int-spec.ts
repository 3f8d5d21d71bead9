import { openSchemaDatabase } from '@biz/server-kit';
import { dropSchema, uniqueSchemaName } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { loadAdminEnv } from '../config/env';
import { EmailVerification1765100000000 } from './1765100000000-email-verification';
import { ADMIN_MIGRATIONS } from './admin-migrations';

const url = loadAdminEnv(process.env).DATABASE_URL;
const before = ADMIN_MIGRATIONS.slice(0, ADMIN_MIGRATIONS.indexOf(EmailVerification1765100000000));

it('undoes every link made without proof of the email, says so in the audit trail, and keeps the automations on their business', async () => {
  const schema = uniqueSchemaName('admin');
  const [submission, order] = [randomUUID(), randomUUID()];
  try {
    const old = await openSchemaDatabase({ url, schema, migrations: before, poolSize: 1 });
    const [{ id: account }] = await old.query(`INSERT INTO "${schema}".client_accounts (email, password_hash, business_name) VALUES ('front@claimed.example', 'x', 'Claimed') RETURNING id`);
    await old.query(`INSERT INTO "${schema}".account_links (account_id, kind, ref_id) VALUES ($1, 'submission', $2), ($1, 'order', $3)`, [account, submission, order]);
    await old.query(
      `INSERT INTO "${schema}".automations (account_id, submission_id, workflow_id, title, description, estimated_weekly_hours, setup_cost, monthly_cost) VALUES ($1, $2, 'wf', 'Booking bot', 'd', 3, 500, 50)`,
      [account, submission],
    );
    await old.close();

    const migrated = await openSchemaDatabase({ url, schema, migrations: ADMIN_MIGRATIONS, poolSize: 1 });
    const links = await migrated.query(`SELECT 1 FROM "${schema}".account_links`);
    const [verified] = await migrated.query(`SELECT email_verified_at FROM "${schema}".client_accounts`);
    const automations = await migrated.query(`SELECT submission_id FROM "${schema}".automations`);
    const audit = await migrated.query(`SELECT actor, action, subject_id, subject_kind, details FROM "${schema}".audit_events`);
    await migrated.close();

    expect(links).toEqual([]);
    expect(verified.email_verified_at).toBeNull();
    expect(automations).toEqual([{ submission_id: submission }]);
    expect(audit).toEqual([{ actor: 'system', action: 'account.unlinked', subject_id: account, subject_kind: 'account', details: { reason: 'email-not-proven', submissions: 1, orders: 1 } }]);
  } finally {
    await dropSchema(url, schema);
  }
});
