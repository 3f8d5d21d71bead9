import { openSchemaDatabase } from '@biz/server-kit';
import { dropSchema, uniqueSchemaName } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { loadAdminEnv } from '../config/env';
import { SprintWork1765810000000 } from './1765810000000-sprint-work';
import { ADMIN_MIGRATIONS } from './admin-migrations';

const url = loadAdminEnv(process.env).DATABASE_URL;
const before = ADMIN_MIGRATIONS.slice(0, ADMIN_MIGRATIONS.indexOf(SprintWork1765810000000));
// Up to this one: its undo is the last migration's, whatever migrations come after it.
const upToIt = ADMIN_MIGRATIONS.slice(0, ADMIN_MIGRATIONS.indexOf(SprintWork1765810000000) + 1);

const automation = (schema: string) =>
  `INSERT INTO "${schema}".automations (account_id, submission_id, order_id, workflow_id, title, description, estimated_weekly_hours, setup_cost, monthly_cost) VALUES ($1, $2, $3, $4, 'Booking bot', 'd', 5, 0, 0)`;

it("keeps the accounts' automations, lets a sprint own its own once per workflow (never nobody), and a refund move a business; and back", async () => {
  const schema = uniqueSchemaName('admin');
  const [submission, order] = [randomUUID(), randomUUID()];
  try {
    const old = await openSchemaDatabase({ url, schema, migrations: before, poolSize: 1 });
    const [{ id: account }] = await old.query(`INSERT INTO "${schema}".client_accounts (email, password_hash, business_name) VALUES ('front@sprint.example', 'x', 'Sprint') RETURNING id`);
    await old.query(`INSERT INTO "${schema}".automations (account_id, submission_id, workflow_id, title, description, estimated_weekly_hours, setup_cost, monthly_cost) VALUES ($1, $2, 'wf', 'Reminders', 'd', 3, 500, 50)`, [account, submission]);
    await old.close();

    const migrated = await openSchemaDatabase({ url, schema, migrations: upToIt, poolSize: 1 });
    await migrated.query(`INSERT INTO "${schema}".sprint_orders (order_id, package, covers, submission_id, paid_at, due_at) VALUES ($1, 'growth', 3, NULL, now(), now() + interval '24 hours')`, [order]);
    await migrated.query(automation(schema), [null, null, order, 'booking']);
    const twice = await migrated.query(automation(schema), [null, null, order, 'booking']).then(() => 'inserted', (err: Error) => err.message);
    const nobodys = await migrated.query(automation(schema), [null, submission, null, 'orphan']).then(() => 'inserted', (err: Error) => err.message);
    await migrated.query(`INSERT INTO "${schema}".stage_moves (business_id, from_stage, to_stage, cause, reason) VALUES ($1, 'won', 'lost', 'sprint-refunded', 'Sprint refunded')`, [randomUUID()]);
    const kept = await migrated.query(`SELECT account_id, order_id, setup_cost FROM "${schema}".automations ORDER BY workflow_id DESC`);
    await migrated.undoLastMigration();
    const undone = await migrated.query(`SELECT workflow_id FROM "${schema}".automations`);
    const moves = await migrated.query(`SELECT cause FROM "${schema}".stage_moves`);
    await migrated.close();

    expect(twice).toMatch(/automations_sprint_workflow_key/);
    expect(nobodys).toMatch(/automations_owned/);
    expect(kept).toEqual([
      { account_id: account, order_id: null, setup_cost: 500 },
      { account_id: null, order_id: order, setup_cost: 0 },
    ]);
    expect(undone).toEqual([{ workflow_id: 'wf' }]);
    expect(moves).toEqual([]);
  } finally {
    await dropSchema(url, schema);
  }
});
