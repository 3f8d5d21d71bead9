import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { IntakeDb } from '../database/intake-db';
import { startIntakeTestApp, type IntakeTestApp } from '../testing/intake-test-app';
import { SubmissionRecordsRepository } from './submission-records.repository';

// The dashboard's total under a status filter, planned over a table of a realistic shape: 20,000 businesses,
// a third pending, some moved on by the pipeline, vacuumed as autovacuum leaves a table of that age.
let t: IntakeTestApp;
let db: Kysely<IntakeDb>;
const queries: CompiledQuery[] = [];

beforeAll(async () => {
  t = await startIntakeTestApp();
  // In chunks, as the bench seeds: each new address takes a lock of its own until its statement ends.
  for (let from = 1; from <= 20_000; from += 2_000) {
    await t.query(
      `INSERT INTO $schema.submissions (business_name, contact_email, industry, company_size, primary_goals, total_value_cents, status)
       SELECT 'Business ' || i, 'owner' || i || '@plan.example', 'salon', 'Solo', '["Scale Operations"]', 0, CASE WHEN i % 3 = 0 THEN 'pending' ELSE 'generated' END
       FROM generate_series($1::int, $1::int + 1999) AS i`,
      [from],
    );
  }
  await t.query(`INSERT INTO $schema.business_progress (business_id, progress) SELECT business_id, 'sent' FROM $schema.submissions WHERE status = 'generated' AND random() < 0.5`);
  await t.query(`VACUUM ANALYZE $schema.submissions, $schema.business_progress`);
  const pool = new pg.Pool({ connectionString: t.env.DATABASE_URL, max: 1, options: `-c search_path="${t.env.INTAKE_DB_SCHEMA}"` });
  db = new Kysely<IntakeDb>({ dialect: new PostgresDialect({ pool }), log: (event) => void queries.push(event.query) });
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await t?.close();
});

it.each(['pending', 'generated'] as const)('counts the %s businesses from an index, not by reading the table', async (status) => {
  queries.length = 0;
  const { total } = await new SubmissionRecordsRepository(db).list({ status, sort: 'newest', page: 1, pageSize: 20 });
  expect(total).toBeGreaterThan(0);
  const count = queries.find((q) => /^select count\(\*\)/i.test(q.sql));
  expect(count).toBeDefined();
  const plan = (await db.executeQuery<{ 'QUERY PLAN': string }>({ ...count!, sql: `EXPLAIN ${count!.sql}` })).rows.map((row) => row['QUERY PLAN']).join('\n');
  expect(plan).toMatch(/Index Only Scan using submissions_status_business_idx/);
  expect(plan).not.toMatch(/Seq Scan on submissions/);
});
