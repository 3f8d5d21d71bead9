#!/usr/bin/env node
// How long a backup and a restore take at BENCH_ROWS submissions (docs/backups.md, "Recovery point and
// recovery time"): migrates schemas of its own by starting svc-intake, svc-billing and svc-admin once (their
// compiled builds: npx tsc -b), seeds the submissions straight into svc-intake's schema, each with a selection
// and (two in three) a catalog plan, then times deploy/k8s/backup/pg-backup.sh and pg-restore.sh --confirm
// and checks that the restored rows hash as the seeded ones did. Drops its schemas and the dump at the end.
// Needs Postgres and Redis; no running stack.
//   node bench/backup-restore.mjs
// Env: DATABASE_URL, BENCH_ROWS (100000).
import { composePlan, suggestWorkflows } from '@biz/catalog';
import { MonthlyRevenueRanges } from '@biz/contracts';
import { dropSchema, freePort, startServiceProcess } from '@biz/server-kit/testing';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { intSetting } from './lib/load.mjs';

const script = 'backup-restore';
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rows = intSetting(script, 'BENCH_ROWS', 100_000, 1_000, 10_000_000);
const run = `bench_backup_${process.pid}`;
const schemas = { INTAKE_DB_SCHEMA: `${run}_intake`, BILLING_DB_SCHEMA: `${run}_billing`, ADMIN_DB_SCHEMA: `${run}_admin` };
const intake = `"${schemas.INTAKE_DB_SCHEMA}"`;
const backupDir = mkdtempSync(join(tmpdir(), 'biz-backup-bench-'));
const SEED_CHUNK = 2_000;

function samplePlan() {
  const business = { businessName: 'Harbor Dental Group', contactEmail: 'hello@harbor.example', industry: 'dental', companySize: 'Small Team (2-10)', primaryGoals: ['Reduce Manual Work'] };
  const selectedWorkflows = suggestWorkflows(business).slice(0, 3);
  return composePlan({ business, selectedWorkflows, totalSetupCost: 0, totalMonthlyCost: 0 });
}

/** Rows from..to: 80 % as many addresses as submissions, one in three pending, a year of dates. */
const seedChunk = (db, from, to) =>
  db.query(
    `WITH seeded AS (
       INSERT INTO ${intake}.submissions (business_name, contact_email, industry, company_size, monthly_revenue, primary_goals, current_tools, pain_points, total_value_cents, status, created_at)
       SELECT 'Business ' || i, 'owner.business' || (i % $3::int) || '@bench.invalid', 'dental', 'Solo', $5, '["Reduce Manual Work"]', 'Gmail', 'Leads go cold',
              100 * (500 + i % 3000), CASE WHEN i % 3 = 0 THEN 'pending' ELSE 'generated' END, now() - random() * interval '365 days'
       FROM generate_series($1::int, $2::int) AS i
       RETURNING id, status, total_value_cents
     ), selected AS (
       INSERT INTO ${intake}.selections (submission_id, workflow_ids, total_setup_cents, total_monthly_cents)
       SELECT id, '["wf-1", "wf-2"]', total_value_cents - 12 * (total_value_cents / 24), total_value_cents / 24 FROM seeded
       RETURNING id, submission_id
     )
     INSERT INTO ${intake}.plans (submission_id, selection_id, status, plan_data)
     SELECT s.id, sel.id, s.status, CASE WHEN s.status = 'pending' THEN NULL ELSE $4::jsonb END FROM selected sel JOIN seeded s ON s.id = sel.submission_id`,
    [from, to, Math.floor(rows * 0.8), JSON.stringify(samplePlan()), MonthlyRevenueRanges[1]],
  );

/** What must come back: the counts and a hash of every submission's id and name, and the tables' size on disk. */
async function state(db) {
  const { rows: [row] } = await db.query(
    `SELECT (SELECT count(*) FROM ${intake}.submissions)::int AS submissions, (SELECT count(*) FROM ${intake}.plans)::int AS plans,
            (SELECT md5(string_agg(id::text || business_name, ',' ORDER BY id)) FROM ${intake}.submissions) AS hash,
            (SELECT sum(pg_total_relation_size(c.oid)) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = ANY($1) AND c.relkind = 'r')::bigint AS bytes`,
    [Object.values(schemas)],
  );
  return row;
}

const timed = (file, args) => {
  const started = performance.now();
  const out = execFileSync('bash', [join(import.meta.dirname, '../deploy/k8s/backup', file), ...args], { env: { ...process.env, ...schemas, DATABASE_URL: databaseUrl, BACKUP_DIR: backupDir } });
  return { ms: Math.round(performance.now() - started), out: out.toString().trim() };
};
const mb = (bytes) => `${(Number(bytes) / 1e6).toFixed(1)} MB`;

const db = new pg.Client({ connectionString: databaseUrl });
try {
  const env = { ...schemas, DATABASE_URL: databaseUrl, QUEUE_PREFIX: run, SUGGESTIONS_FROM: 'catalog' };
  for (const [service, portEnv] of [['svc-intake', 'INTAKE_PORT'], ['svc-billing', 'BILLING_PORT'], ['svc-admin', 'ADMIN_PORT']]) {
    await (await startServiceProcess(service, { ...env, [portEnv]: String(await freePort()) }, `${service} listening`)).stop();
  }
  await db.connect();
  for (let from = 1; from <= rows; from += SEED_CHUNK) await seedChunk(db, from, Math.min(rows, from + SEED_CHUNK - 1));
  const seeded = await state(db);
  const backup = timed('pg-backup.sh', []);
  const restore = timed('pg-restore.sh', ['--confirm', backup.out]);
  const restored = await state(db);
  const same = seeded.submissions === restored.submissions && seeded.plans === restored.plans && seeded.hash === restored.hash;
  console.log(`${script}: ${rows} submissions, ${mb(seeded.bytes)} of tables and indexes (${mb(restored.bytes)} once restored)`);
  console.log(`  pg-backup.sh   ${(backup.ms / 1000).toFixed(1)} s, ${mb(statSync(backup.out).size)} dump`);
  console.log(`  pg-restore.sh  ${(restore.ms / 1000).toFixed(1)} s, ${same ? 'the same rows' : 'DIFFERENT rows'}`);
  if (!same) process.exitCode = 1;
} finally {
  await db.end().catch(() => {});
  for (const schema of Object.values(schemas)) await dropSchema(databaseUrl, schema);
  rmSync(backupDir, { recursive: true, force: true });
}
