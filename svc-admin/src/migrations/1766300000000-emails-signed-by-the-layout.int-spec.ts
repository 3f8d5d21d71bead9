import { openSchemaDatabase } from '@biz/server-kit';
import { dropSchema, uniqueSchemaName } from '@biz/server-kit/testing';
import { loadAdminEnv } from '../config/env';
import { EmailsSignedByTheLayout1766300000000 } from './1766300000000-emails-signed-by-the-layout';
import { ADMIN_MIGRATIONS } from './admin-migrations';

const url = loadAdminEnv(process.env).DATABASE_URL;
const before = ADMIN_MIGRATIONS.slice(0, ADMIN_MIGRATIONS.indexOf(EmailsSignedByTheLayout1766300000000));
const upToIt = ADMIN_MIGRATIONS.slice(0, ADMIN_MIGRATIONS.indexOf(EmailsSignedByTheLayout1766300000000) + 1);

it('takes the sign-off off the logged emails that end with it, and leaves every other text as written', async () => {
  const schema = uniqueSchemaName('admin');
  const bodies = [
    'Hi Glow team,\n\nYour plan is ready.\n\nBest regards,\nThe BizAutomate team',
    'Hello,\n\nYour call is booked.\n\nThe BizAutomate team\n',
    'Thanks to the BizAutomate team for the call.',
    'Signed by hand.\n\nDana',
  ];
  try {
    const old = await openSchemaDatabase({ url, schema, migrations: before, poolSize: 1 });
    for (const body of bodies) await old.query(`INSERT INTO "${schema}".agency_emails (to_address, subject, body) VALUES ('owner@glow.example', 'A subject', $1)`, [body]);
    await old.close();

    const migrated = await openSchemaDatabase({ url, schema, migrations: upToIt, poolSize: 1 });
    const texts = (await migrated.query<{ body: string }>(`SELECT body FROM "${schema}".agency_emails ORDER BY created_at, body`)).map((row) => row.body);
    await migrated.close();

    expect(texts.sort()).toEqual(['Hello,\n\nYour call is booked.', 'Hi Glow team,\n\nYour plan is ready.', 'Signed by hand.\n\nDana', 'Thanks to the BizAutomate team for the call.'].sort());
  } finally {
    await dropSchema(url, schema);
  }
});
