import { openSchemaDatabase } from '@biz/server-kit';
import { dropSchema, uniqueSchemaName } from '@biz/server-kit/testing';
import { loadAdminEnv } from '../config/env';
import { SupportInbox1765500000000 } from './1765500000000-support-inbox';
import { ADMIN_MIGRATIONS } from './admin-migrations';

const url = loadAdminEnv(process.env).DATABASE_URL;
const before = ADMIN_MIGRATIONS.slice(0, ADMIN_MIGRATIONS.indexOf(SupportInbox1765500000000));
// Up to this one: its undo is the last migration's, whatever migrations come after it.
const upToIt = ADMIN_MIGRATIONS.slice(0, ADMIN_MIGRATIONS.indexOf(SupportInbox1765500000000) + 1);

it("moves each existing ticket's message into its thread with its email, open since it was sent, not yet answered; and back", async () => {
  const schema = uniqueSchemaName('admin');
  try {
    const old = await openSchemaDatabase({ url, schema, migrations: before, poolSize: 1 });
    const [{ id: account }] = await old.query(`INSERT INTO "${schema}".client_accounts (email, password_hash, business_name) VALUES ('front@old-ticket.example', 'x', 'Old Ticket') RETURNING id`);
    const [{ id: email }] = await old.query(`INSERT INTO "${schema}".agency_emails (submission_id, to_address, subject, body) VALUES (NULL, 'help@agency.example', 'Support: Hi (Old Ticket)', 'b') RETURNING id`);
    await old.query(`INSERT INTO "${schema}".support_tickets (account_id, subject, message, email_id, created_at) VALUES ($1, 'Hi', 'Still broken', $2, '2026-11-20T10:00:00Z')`, [account, email]);
    await old.close();

    const migrated = await openSchemaDatabase({ url, schema, migrations: upToIt, poolSize: 1 });
    const tickets = await migrated.query(`SELECT status, last_activity_at, first_response_at FROM "${schema}".support_tickets`);
    const messages = await migrated.query(`SELECT author, staff_account_id, body, email_id, created_at FROM "${schema}".support_messages`);
    await migrated.undoLastMigration();
    const undone = await migrated.query(`SELECT subject, message, email_id FROM "${schema}".support_tickets`);
    await migrated.close();

    const sent = new Date('2026-11-20T10:00:00Z');
    expect(tickets).toEqual([{ status: 'open', last_activity_at: sent, first_response_at: null }]);
    expect(messages).toEqual([{ author: 'client', staff_account_id: null, body: 'Still broken', email_id: email, created_at: sent }]);
    expect(undone).toEqual([{ subject: 'Hi', message: 'Still broken', email_id: email }]);
  } finally {
    await dropSchema(url, schema);
  }
});
