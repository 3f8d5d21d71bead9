import { openSchemaDatabase } from '@biz/server-kit';
import { dropSchema, uniqueSchemaName } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { loadAdminEnv } from '../config/env';
import { BusinessTasks1766420000000 } from './1766420000000-business-tasks';
import { ADMIN_MIGRATIONS } from './admin-migrations';

const url = loadAdminEnv(process.env).DATABASE_URL;
const before = ADMIN_MIGRATIONS.slice(0, ADMIN_MIGRATIONS.indexOf(BusinessTasks1766420000000));
// Up to this one: its undo is the last migration's, whatever migrations come after it.
const upToIt = ADMIN_MIGRATIONS.slice(0, ADMIN_MIGRATIONS.indexOf(BusinessTasks1766420000000) + 1);

it("makes each business's next step its first task (owned by the business's owner), keeps the owner, and back", async () => {
  const schema = uniqueSchemaName('admin');
  const [stepped, undated, ownerOnly] = [randomUUID(), randomUUID(), randomUUID()];
  try {
    const old = await openSchemaDatabase({ url, schema, migrations: before, poolSize: 1 });
    const [{ id: dana }] = await old.query(`INSERT INTO "${schema}".staff_accounts (email, name, role, password_hash, totp_secret) VALUES ('dana@agency.example', 'Dana Reyes', 'staff', 'x', 'x') RETURNING id`);
    const followUp = `INSERT INTO "${schema}".business_follow_ups (business_id, owner_staff_id, next_step, due_on, updated_at) VALUES ($1, $2, $3, $4, $5)`;
    await old.query(followUp, [stepped, dana, 'Send the quote', '2026-12-01', '2026-11-28T10:00:00Z']);
    await old.query(followUp, [undated, null, 'Find the decision maker', null, '2026-11-29T23:30:00Z']);
    await old.query(followUp, [ownerOnly, dana, null, null, '2026-11-30T10:00:00Z']);
    await old.close();

    const migrated = await openSchemaDatabase({ url, schema, migrations: upToIt, poolSize: 1 });
    const tasks = await migrated.query(
      `SELECT business_id, title, type, due_on::text, owner_staff_id, done_at, created_by_staff_id, from_next_step, created_at FROM "${schema}".business_tasks ORDER BY title DESC`,
    );
    const owners = await migrated.query(`SELECT * FROM "${schema}".business_follow_ups ORDER BY updated_at`);
    await migrated.query(`INSERT INTO "${schema}".business_tasks (business_id, title, type, due_on) VALUES ($1, 'Kickoff call', 'call', '2026-11-30')`, [ownerOnly]);
    await migrated.undoLastMigration();
    const undone = await migrated.query(`SELECT business_id, owner_staff_id, next_step, due_on::text FROM "${schema}".business_follow_ups ORDER BY updated_at`);
    await migrated.close();

    const carried = { type: 'to-do', done_at: null, created_by_staff_id: null, from_next_step: true };
    expect(tasks).toEqual([
      { business_id: stepped, title: 'Send the quote', due_on: '2026-12-01', owner_staff_id: dana, created_at: new Date('2026-11-28T10:00:00Z'), ...carried },
      // A step without a day is due on the day it was set (UTC).
      { business_id: undated, title: 'Find the decision maker', due_on: '2026-11-29', owner_staff_id: null, created_at: new Date('2026-11-29T23:30:00Z'), ...carried },
    ]);
    expect(owners.map((row: Record<string, unknown>) => Object.keys(row).sort())).toEqual(Array(3).fill(['business_id', 'owner_staff_id', 'updated_at']));
    expect(owners.map((row: Record<string, unknown>) => row.owner_staff_id)).toEqual([dana, null, dana]);
    // Back: each business's next open task is its next step again.
    expect(undone).toEqual([
      { business_id: stepped, owner_staff_id: dana, next_step: 'Send the quote', due_on: '2026-12-01' },
      { business_id: undated, owner_staff_id: null, next_step: 'Find the decision maker', due_on: '2026-11-29' },
      { business_id: ownerOnly, owner_staff_id: dana, next_step: 'Kickoff call', due_on: '2026-11-30' },
    ]);
  } finally {
    await dropSchema(url, schema);
  }
});
