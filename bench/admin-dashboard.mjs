#!/usr/bin/env node
// GET /api/admin/dashboard at 100,000 submissions, through the gateway: seeds the rows straight into
// svc-intake's schema (one INSERT ... SELECT), signs in as the admin once (the sign-in is rate limited),
// prints p50/p95 of several realistic queries, one at a time as an admin clicks, then of a business's record
// (the page's API and SPEC's profile dialog's), my day and the board, then the plans of the SQL svc-intake runs for the list, and deletes the rows it
// seeded. The goals: the dashboard's p95 <= 100 ms ("Agency admin, part 1"), the record's <= 150 ms (issue 29).
//   ADMIN_PASSWORD=... npm start
//   ADMIN_PASSWORD=... node bench/admin-dashboard.mjs
// Env: GATEWAY_URL (default: 127.0.0.1 and the port of scripts/processes.mjs), ADMIN_PASSWORD, DATABASE_URL,
//      INTAKE_DB_SCHEMA, BENCH_ROWS (100000), BENCH_REQUESTS (100 per query), BENCH_WARMUP (10 per query).
import { composePlan, suggestWorkflows } from '@biz/catalog';
import { CompanySizes, Goals, IndustrySlugs, MonthlyRevenueRanges } from '@biz/contracts';
import pg from 'pg';
import { portOf, processes } from '../scripts/processes.mjs';
import { benchEmail, deleteBenchRows, schemaOf } from './lib/bench-rows.mjs';
import { adminCookie } from './lib/admin-session.mjs';
import { explainRepository, summarizePlan, timedGets } from './lib/desk-requests.mjs';
import { die as dieIn, intSetting, requireLoopback } from './lib/load.mjs';

const script = 'admin-dashboard';
const die = (message, code) => dieIn(script, message, code);
const env = process.env;
const gatewayUrl = env.GATEWAY_URL ?? `http://127.0.0.1:${portOf(processes.find((p) => p.name === 'gateway'))}`;
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const schema = schemaOf('INTAKE_DB_SCHEMA', 'intake');
const rows = intSetting(script, 'BENCH_ROWS', 100_000, 1_000, 10_000_000);
const requests = intSetting(script, 'BENCH_REQUESTS', 100, 10, 10_000);
const warmup = intSetting(script, 'BENCH_WARMUP', 10, 0, 1_000);
const pageSize = 20;
requireLoopback(script, [{ side: 'gateway', url: gatewayUrl }]);

const budgetMs = (5 * 60 + (requests + warmup) * 6) * 1000;
setTimeout(() => die(`did not finish within ${budgetMs / 1000} s`, 2), budgetMs).unref();

/** What an admin asks for: the first page, a search for part of a name, a status, the most valuable, a deep page. */
const queries = [
  ['first page (newest)', {}],
  ['search "arbor" (part of a name)', { search: 'arbor' }],
  ['status "sent"', { status: 'sent' }],
  ['sort by value', { sort: 'value' }],
  ['sort by name, pending', { sort: 'name', status: 'pending' }],
  [`deep page (${Math.floor(rows / pageSize / 2)})`, { page: Math.floor(rows / pageSize / 2) }],
];

const sqlText = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
const pick = (values) => `(${sqlText(values)})[1 + floor(random() * ${values.length})::int]`;
const words = {
  first: ['Bright', 'Golden', 'Urban', 'Blue', 'Green', 'Happy', 'Prime', 'Summit', 'Lumen', 'Glow', 'Coastal', 'Northern', 'Silver', 'Maple', 'Cedar', 'Harbor', 'Evergreen', 'Sunrise', 'Velvet', 'Iron', 'Oak', 'Riverside', 'Pioneer', 'Little'],
  second: ['Smile', 'Paws', 'Fitness', 'Studio', 'Salon', 'Dental', 'Realty', 'Bakery', 'Kitchen', 'Spa', 'Clinic', 'Garage', 'Yoga', 'Law', 'Coffee', 'Florist', 'Auto', 'Pet Care', 'Tutoring', 'Cleaning'],
  last: ['Co', 'LLC', 'Group', '& Sons', 'Studio', 'Center', 'Partners', 'of Austin', 'of Denver', 'Collective', 'Inc', ''],
  tools: ['Google Calendar, Gmail', 'Square, Instagram', 'QuickBooks, Excel', 'Mindbody', 'HubSpot free, Zoom', ''],
  pains: ['Front desk spends hours confirming appointments; no-shows', 'Leads go cold before anyone answers', 'Invoices chased by hand every week', 'DMs pile up over the weekend', ''],
};

/** One realistic plan (the catalog engine's) for every seeded row that has a generated one. */
function samplePlan() {
  const business = { businessName: 'Harbor Dental Group', contactEmail: 'hello@harbor.example', industry: 'dental', companySize: 'Small Team (2-10)', primaryGoals: ['Reduce Manual Work'] };
  const selectedWorkflows = suggestWorkflows(business).slice(0, 3);
  const totalSetupCost = selectedWorkflows.reduce((n, w) => n + w.setupCost, 0);
  const totalMonthlyCost = selectedWorkflows.reduce((n, w) => n + w.monthlyCost, 0);
  return composePlan({ business, selectedWorkflows, totalSetupCost, totalMonthlyCost });
}

/**
 * Submissions spread over a year from 80 % as many businesses (an address submits again now and then: the
 * table lists businesses); 35 % pending (half of them without a selection), the rest with a selection and a
 * generated plan. Of the businesses whose latest plan is generated, three in four went further in the desk's
 * pipeline (SPEC's 'sent' or 'completed'). Each email ends in "+<this run's mark>", which the cleanup deletes
 * by (selections and plans go by cascade, the addresses and progress with a business's last submission).
 */
async function seed(client) {
  // In chunks: each insert's trigger takes a transaction lock per business (lock_business), and one statement
  // of 100,000 rows would hold more locks than Postgres' lock table has room for.
  for (let from = 1; from <= rows; from += SEED_CHUNK) await seedChunk(client, from, Math.min(rows, from + SEED_CHUNK - 1));
  await client.query(
    `INSERT INTO ${schema}.business_progress (business_id, progress)
     SELECT business_id, CASE WHEN random() < 0.55 THEN 'sent' ELSE 'completed' END
     FROM ${schema}.submissions WHERE is_latest AND status = 'generated' AND contact_email LIKE '%+' || $1 AND random() < 0.75`,
    [benchEmail],
  );
  // What autovacuum does to a table of this age: statistics for the planner, the visibility map for index-only scans.
  await client.query(`VACUUM ANALYZE ${schema}.submissions, ${schema}.selections, ${schema}.plans, ${schema}.business_emails, ${schema}.business_progress`);
}

const SEED_CHUNK = 2_000;

/** Rows `from` to `to` of the seed, in one statement. */
async function seedChunk(client, from, to) {
  await client.query(
    `WITH seeded AS (
       INSERT INTO ${schema}.submissions (business_name, contact_email, industry, company_size, monthly_revenue, primary_goals, current_tools, pain_points, total_value_cents, status, created_at)
       SELECT trim(first || ' ' || second || ' ' || last), 'owner.business' || (i % $4::int) || '+' || $1,
              industry, size, revenue, jsonb_build_array(goal), nullif(tools, ''), nullif(pains, ''),
              CASE WHEN r < 0.175 THEN 0 ELSE 100 * (500 + floor(random() * 30000)::int) END,
              CASE WHEN r < 0.35 THEN 'pending' ELSE 'generated' END,
              now() - random() * interval '365 days'
       FROM (SELECT i, random() AS r, ${pick(words.first)} AS first, ${pick(words.second)} AS second, ${pick(words.last)} AS last,
                    ${pick(IndustrySlugs)} AS industry, ${pick(CompanySizes)} AS size,
                    ${pick(MonthlyRevenueRanges)} AS revenue, ${pick(Goals)} AS goal, ${pick(words.tools)} AS tools, ${pick(words.pains)} AS pains
             FROM generate_series($2::int, $5::int) AS i) AS g
       RETURNING id, status, total_value_cents
     ), selected AS (
       INSERT INTO ${schema}.selections (submission_id, workflow_ids, total_setup_cents, total_monthly_cents)
       SELECT id, '["wf-1", "wf-2"]', total_value_cents - 12 * (total_value_cents / 24), total_value_cents / 24 FROM seeded WHERE total_value_cents > 0
       RETURNING id, submission_id
     )
     INSERT INTO ${schema}.plans (submission_id, selection_id, status, plan_data)
     SELECT s.id, sel.id, s.status, CASE WHEN s.status = 'pending' THEN NULL ELSE $3::jsonb END
     FROM selected sel JOIN seeded s ON s.id = sel.submission_id`,
    [benchEmail, from, JSON.stringify(samplePlan()), Math.floor(rows * 0.8), to],
  );
}

/** A desk GET's timings, and its `total` where it has one. */
function measure(cookie, params, path = '/api/admin/dashboard') {
  const url = new URL(path, gatewayUrl);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  return timedGets(url, { cookie, requests, warmup, read: (body) => body.total ?? '-' });
}

/** What svc-intake's own repository runs for a dashboard query (the stats too for the first page). */
const listed = (params) => ({
  dist: 'svc-intake/dist/internal-api/submission-records.repository.js',
  className: 'SubmissionRecordsRepository',
  schema,
  run: async (repository) => {
    const { SubmissionListQuery } = await import('@biz/contracts');
    await repository.list(SubmissionListQuery.parse(params));
    if (!Object.keys(params).length) await repository.stats();
  },
});

const cookie = await adminCookie(script, gatewayUrl, env.ADMIN_PASSWORD);
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
let failure;
try {
  const seedStart = performance.now();
  await seed(client);
  const { rows: [{ n }] } = await client.query(`SELECT count(*)::int AS n FROM ${schema}.submissions`);
  console.log(`seeded ${rows.toLocaleString('en-US')} submissions in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (${n.toLocaleString('en-US')} in ${schema}.submissions)`);
  console.log(`GET /api/admin/dashboard through ${gatewayUrl}: ${requests} requests per query, one at a time, after ${warmup} warm-up requests\n`);
  console.log(`${'query'.padEnd(34)}${'total'.padStart(8)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}`);
  let worst = 0;
  for (const [label, params] of queries) {
    const { p50, p95, shown: total } = await measure(cookie, params);
    worst = Math.max(worst, p95);
    console.log(`${label.padEnd(34)}${String(total).padStart(8)}${p50.toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}`);
  }
  console.log(`\nworst p95 ${worst.toFixed(1)} ms (goal <= 100 ms)`);

  // The rest of the desk at the same scale: a business's record (its every context), my day and the board.
  const { submissions } = await (await fetch(new URL('/api/admin/dashboard?pageSize=5&sort=value', gatewayUrl), { headers: { cookie } })).json();
  const desk = [
    ...submissions.map((row, i) => [`record page ${i + 1} (${row.submissionCount} submissions)`, `/api/admin/businesses/${row.businessId}`, 150]),
    ...submissions.map((row, i) => [`profile dialog ${i + 1}`, `/api/admin/clients/${row.id}/profile`, 150]),
    ['my day (team)', '/api/admin/my-day?scope=team', 150],
    ['pipeline board', '/api/admin/pipeline', 150],
  ];
  console.log(`\n${'page'.padEnd(34)}${'total'.padStart(8)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}`);
  for (const [label, path, goal] of desk) {
    const { p50, p95, shown: total } = await measure(cookie, {}, path);
    console.log(`${label.padEnd(34)}${String(total).padStart(8)}${p50.toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}${p95 > goal ? `  over the ${goal} ms goal` : ''}`);
  }
  for (const [label, params] of queries) {
    const plans = await explainRepository(client, databaseUrl, listed(params));
    console.log(`\n== ${label}: ${Object.keys(params).length ? 'the list' : 'the list, then the stats'} (EXPLAIN ANALYZE, BUFFERS)`);
    for (const plan of plans) console.log(`${summarizePlan(plan).join('\n')}\n`);
  }
} catch (error) {
  failure = error;
} finally {
  await client.end();
  // In chunks too: a deletion's trigger locks each business as an insert's does.
  let removed = 0;
  for (let gone = -1; gone !== 0; removed += gone) {
    gone = Math.max(0, await deleteBenchRows(`DELETE FROM ${schema}.submissions WHERE id IN (SELECT id FROM ${schema}.submissions WHERE contact_email LIKE '%+' || $1 LIMIT ${SEED_CHUNK})`));
  }
  console.log(`(removed the ${removed} submissions this run seeded)`);
}
if (failure) die(failure.stack ?? failure);
