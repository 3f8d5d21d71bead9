import { openSchemaDatabase } from '@biz/server-kit';
import { dropSchema, uniqueSchemaName } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { ADMIN_MIGRATIONS } from './admin-migrations';
import { loadAdminEnv } from '../config/env';
import { AuditSubjects1765000000000 } from './1765000000000-audit-subjects';

const url = loadAdminEnv(process.env).DATABASE_URL;
const before = ADMIN_MIGRATIONS.slice(0, ADMIN_MIGRATIONS.indexOf(AuditSubjects1765000000000));

it('gives the audit rows written before it their new action names and their subject kind, and keeps the rest as they were', async () => {
  const schema = uniqueSchemaName('admin');
  const submission = randomUUID();
  const account = randomUUID();
  try {
    const old = await openSchemaDatabase({ url, schema, migrations: before, poolSize: 1 });
    const rows: [string, string, string | null][] = [
      ['admin', 'client.viewed', submission],
      ['admin', 'client.deleted', submission],
      ['admin', 'plan.downloaded', submission],
      ['admin', 'email.queued', null],
      ['client', 'client.signup', account],
      ['system', 'client.linked', account],
      ['client', 'client.login-failed', null],
      ['client', 'client.signup-refused', null],
      ['admin', 'admin.login', null],
    ];
    for (const [actor, action, subject] of rows) await old.query(`INSERT INTO "${schema}".audit_events (actor, action, subject_id) VALUES ($1, $2, $3)`, [actor, action, subject]);
    await old.close();

    const migrated = await openSchemaDatabase({ url, schema, migrations: ADMIN_MIGRATIONS, poolSize: 1 });
    const after: { action: string; subject_kind: string | null }[] = await migrated.query(`SELECT action, subject_kind FROM "${schema}".audit_events ORDER BY occurred_at, id`);
    await migrated.close();
    expect(after.map(({ action, subject_kind }) => `${action} ${subject_kind}`).sort()).toEqual(
      [
        'submission.viewed submission',
        'submission.deleted submission',
        'plan.downloaded submission',
        'email.queued null',
        'account.signup account',
        'account.linked account',
        'account.login-failed null',
        'account.signup-refused null',
        'admin.login null',
      ].sort(),
    );
  } finally {
    await dropSchema(url, schema);
  }
});
