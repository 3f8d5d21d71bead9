#!/usr/bin/env node
// GET /api/admin/search (the desk's one search box) at 100,000 businesses and 1,000,000 timeline entries,
// emails and notes, through the gateway: seeds the rows straight into svc-intake's, svc-billing's and
// svc-admin's schemas (INSERT ... SELECT generate_series), signs in as the admin once, prints p50/p95 of
// realistic searches, one at a time as someone types them, then of the record page's API for the businesses
// with the longest timelines (goal: p95 <= 150 ms), then the plans of the SQL each context runs for
// them (captured from the compiled repositories), and deletes the rows it seeded. The goal: p95 <= 100 ms.
//   ADMIN_PASSWORD=... npm start
//   ADMIN_PASSWORD=... node bench/desk-search.mjs
// Env: GATEWAY_URL (default: 127.0.0.1 and the port of scripts/processes.mjs), ADMIN_PASSWORD, DATABASE_URL,
//      INTAKE_DB_SCHEMA, BILLING_DB_SCHEMA, ADMIN_DB_SCHEMA, BENCH_BUSINESSES (100000), BENCH_TEXTS (1000000:
//      split 40 % timeline entries, 30 % emails, 30 % notes), BENCH_REQUESTS (100 per query), BENCH_WARMUP (10).
import pg from 'pg';
import { portOf, processes } from '../scripts/processes.mjs';
import { adminCookie } from './lib/admin-session.mjs';
import { benchEmail, schemaOf } from './lib/bench-rows.mjs';
import { explainRepository, summarizePlan, timedGets } from './lib/desk-requests.mjs';
import { die as dieIn, intSetting, requireLoopback } from './lib/load.mjs';

const script = 'desk-search';
const die = (message, code) => dieIn(script, message, code);
const env = process.env;
const gatewayUrl = env.GATEWAY_URL ?? `http://127.0.0.1:${portOf(processes.find((p) => p.name === 'gateway'))}`;
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const schemas = { intake: schemaOf('INTAKE_DB_SCHEMA', 'intake'), billing: schemaOf('BILLING_DB_SCHEMA', 'billing'), admin: schemaOf('ADMIN_DB_SCHEMA', 'admin') };
const businesses = intSetting(script, 'BENCH_BUSINESSES', 100_000, 1_000, 10_000_000);
const texts = intSetting(script, 'BENCH_TEXTS', 1_000_000, 1_000, 100_000_000);
const requests = intSetting(script, 'BENCH_REQUESTS', 100, 10, 10_000);
const warmup = intSetting(script, 'BENCH_WARMUP', 10, 0, 1_000);
requireLoopback(script, [{ side: 'gateway', url: gatewayUrl }]);

const budgetMs = (15 * 60 + (requests + warmup) * 6) * 1000;
setTimeout(() => die(`did not finish within ${budgetMs / 1000} s`, 2), budgetMs).unref();

// This run's rows: its businesses' emails end in "+<mark>" (svc-intake, svc-billing's leads, the emails'
// addresses); its notes and timeline entries belong to those businesses and submissions.
const mark = benchEmail;
/** A word in three notes only: the "rare word" search. */
const RARE = 'quokka';

const sqlText = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
const pick = (values) => `(${sqlText(values)})[1 + floor(random() * ${values.length})::int]`;
const words = {
  first: ['Bright', 'Golden', 'Urban', 'Blue', 'Green', 'Happy', 'Prime', 'Summit', 'Lumen', 'Glow', 'Coastal', 'Northern', 'Silver', 'Maple', 'Cedar', 'Harbor', 'Evergreen', 'Sunrise', 'Velvet', 'Iron', 'Oak', 'Riverside', 'Pioneer', 'Little'],
  second: ['Smile', 'Paws', 'Fitness', 'Studio', 'Salon', 'Dental', 'Realty', 'Bakery', 'Kitchen', 'Spa', 'Clinic', 'Garage', 'Yoga', 'Law', 'Coffee', 'Florist', 'Auto', 'Pet Care', 'Tutoring', 'Cleaning'],
  last: ['Co', 'LLC', 'Group', '& Sons', 'Studio', 'Center', 'Partners', 'of Austin', 'of Denver', 'Collective', 'Inc', ''],
  // What a desk writes about: about 120 words, so a common one is in several percent of the texts.
  text: (
    'call called back voicemail invoice invoices quote quoted pricing proposal contract signed renewal onboarding kickoff meeting monday tuesday wednesday ' +
    'thursday friday morning afternoon owner manager front desk reception booking bookings appointment appointments reminder reminders recall no-show ' +
    'waitlist calendar schedule rescheduled cancel cancelled refund payment paid overdue budget discount upgrade growth starter sprint automation ' +
    'automations workflow workflows zapier quickbooks square mindbody hubspot gmail outlook instagram facebook reviews google website chatbot sms text ' +
    'emails newsletter leads lead followup follow-up referral referrals partner patients clients members students customers staff hiring training ' +
    'holiday holidays summer winter launch deadline urgent later next week month quarter report reports dashboard savings hours minutes time setup ' +
    'integration login password access portal ticket support question answer issue fixed broken slow'
  ).split(' '),
};
const sentence = (n) => Array.from({ length: n }, () => pick(words.text)).join(` || ' ' || `);

/** What someone types in the box: a name's start, part of an email, part of a phone, a common word of the notes, a rare one. */
async function searches(client) {
  const { rows: [{ phone }] } = await client.query(`SELECT lead->>'contactPhone' AS phone FROM ${schemas.billing}.orders WHERE lead->>'contactEmail' LIKE '%+' || $1 LIMIT 1`, [mark]);
  const digits = phone.replace(/\D/g, '');
  return [
    ['name prefix "harb"', 'harb'],
    ['email fragment "ner.b4217"', `ner.b${Math.min(4217, businesses - 1)}`],
    [`phone fragment "${digits.slice(3, 6)}-${digits.slice(6, 9)}"`, `${digits.slice(3, 6)}-${digits.slice(6, 9)}`],
    ['a word of the notes "reminder"', 'reminder'],
    ['two words as typed "invoice overd"', 'invoice overd'],
    [`a rare word "${RARE}"`, RARE],
  ];
}

// Each insert's trigger holds a lock per business until its statement commits, in a lock table the whole
// cluster shares: small chunks leave room for whatever else runs on it.
const SEED_CHUNK = 500;

/**
 * 100,000 businesses (one submission each: the desk's search reads each by its latest), a checkout lead
 * with a phone for 40 % of them, and `texts` rows on them in svc-admin: timeline entries (audit events),
 * the agency's emails and the team's notes, a few words each from the desk's vocabulary.
 */
async function seed(client) {
  // In chunks: each insert's trigger takes a transaction lock per business (lock_business).
  for (let from = 1; from <= businesses; from += SEED_CHUNK) {
    const to = Math.min(businesses, from + SEED_CHUNK - 1);
    await client.query(
      `INSERT INTO ${schemas.intake}.submissions (business_name, contact_email, industry, company_size, primary_goals, created_at)
       SELECT trim(${pick(words.first)} || ' ' || ${pick(words.second)} || ' ' || ${pick(words.last)}), 'owner.b' || i || '+' || $1, 'other', 'Solo', '["Save Time"]', now() - random() * interval '365 days'
       FROM generate_series($2::int, $3::int) AS i`,
      [mark, from, to],
    );
  }
  await client.query(
    `INSERT INTO ${schemas.billing}.orders (package, amount_cents, currency, payment_intent_id, client_secret, lead)
     SELECT 'starter', 50000, 'usd', 'pi_bench_' || id, 'pi_bench_' || id || '_secret_x',
            jsonb_build_object('businessName', business_name, 'contactEmail', contact_email, 'industry', 'Other', 'businessType', 'Solo Entrepreneur',
              'currentRevenue', '$100k - $500k/year', 'mainGoals', 'Fewer missed calls on weekends', 'timeline', 'Within a month',
              'contactPhone', CASE WHEN random() < 0.5 THEN '(' || (200 + floor(random() * 800))::int || ') ' ELSE (200 + floor(random() * 800))::int || '-' END
                || lpad(floor(random() * 1000)::int::text, 3, '0') || '-' || lpad(floor(random() * 10000)::int::text, 4, '0'))
     FROM ${schemas.intake}.submissions WHERE contact_email LIKE '%+' || $1 AND random() < 0.4`,
    [mark],
  );
  const targets = `(SELECT array_agg(id) AS submissions, array_agg(business_id) AS businesses FROM ${schemas.intake}.submissions WHERE contact_email LIKE '%+' || $1)`;
  const count = (share) => Math.round(texts * share);
  await client.query(
    `INSERT INTO ${schemas.admin}.audit_events (occurred_at, actor, action, subject_id, subject_kind, request_id, details)
     SELECT now() - random() * interval '365 days', 'admin', ${pick(['stage.moved', 'email.sent', 'call.scheduled', 'note.added', 'plan.downloaded'])}, t.submissions[1 + floor(random() * ${businesses})::int], 'submission', $1, '{}'
     FROM ${targets} t, generate_series(1, ${count(0.4)})`,
    [mark],
  );
  await client.query(
    `INSERT INTO ${schemas.admin}.agency_emails (submission_id, to_address, subject, body, status, created_at)
     SELECT t.submissions[k], 'owner.b' || k || '+' || $1, initcap(${sentence(3)}), ${sentence(40)}, 'sent', now() - random() * interval '365 days'
     FROM ${targets} t, LATERAL (SELECT 1 + floor(random() * ${businesses})::int AS k, g FROM generate_series(1, ${count(0.3)}) g) r`,
    [mark],
  );
  await client.query(
    `INSERT INTO ${schemas.admin}.business_notes (business_id, body, created_at)
     SELECT t.businesses[1 + floor(random() * ${businesses})::int], initcap(${sentence(12)}), now() - random() * interval '365 days'
     FROM ${targets} t, generate_series(1, ${count(0.3)})`,
    [mark],
  );
  await client.query(
    `INSERT INTO ${schemas.admin}.business_notes (business_id, body)
     SELECT business_id, 'Owner mentioned a ${RARE} at the front desk' FROM ${schemas.intake}.submissions WHERE contact_email LIKE '%+' || $1 LIMIT 3`,
    [mark],
  );
  // What autovacuum does to tables of this age: statistics for the planner, GIN's pending entries in the index.
  for (const table of [`${schemas.intake}.submissions`, `${schemas.intake}.business_emails`, `${schemas.billing}.orders`, `${schemas.admin}.audit_events`, `${schemas.admin}.agency_emails`, `${schemas.admin}.business_notes`]) {
    await client.query(`VACUUM ANALYZE ${table}`);
  }
}

async function cleanup(client) {
  const business = `SELECT business_id FROM ${schemas.intake}.submissions WHERE contact_email LIKE '%+' || $1`;
  const removed = {
    notes: (await client.query(`DELETE FROM ${schemas.admin}.business_notes WHERE business_id IN (${business})`, [mark])).rowCount,
    emails: (await client.query(`DELETE FROM ${schemas.admin}.agency_emails WHERE to_address LIKE '%+' || $1`, [mark])).rowCount,
    timeline: (await client.query(`DELETE FROM ${schemas.admin}.audit_events WHERE request_id = $1`, [mark])).rowCount,
    orders: (await client.query(`DELETE FROM ${schemas.billing}.orders WHERE lead->>'contactEmail' LIKE '%+' || $1`, [mark])).rowCount,
    submissions: 0,
  };
  // In chunks too: a deletion's trigger locks each business as an insert's does.
  for (let gone = -1; gone !== 0; removed.submissions += gone) {
    gone = (await client.query(`DELETE FROM ${schemas.intake}.submissions WHERE id IN (SELECT id FROM ${schemas.intake}.submissions WHERE contact_email LIKE '%+' || $1 LIMIT ${SEED_CHUNK})`, [mark])).rowCount;
  }
  return removed;
}

/** A search's timings, and what it found by kind ("b5 t0 ..."); a context that missed the deadline fails the run. */
const measure = (cookie, q) => {
  const url = new URL('/api/admin/search', gatewayUrl);
  url.searchParams.set('q', q);
  return timedGets(url, {
    cookie,
    requests,
    warmup,
    read: ({ groups }) => {
      const unavailable = groups.filter((g) => !g.available || g.partial).map((g) => g.kind);
      if (unavailable.length) throw new Error(`"${q}": ${unavailable.join(', ')} not available (a context missed the deadline)`);
      return groups.map((g) => `${g.kind[0]}${g.hits.length}`).join(' ');
    },
  });
};

/** What each context runs for a search, by its compiled repository. */
function explained(q) {
  const digits = q.replace(/\D/g, '');
  const phoneLike = /^[\d\s+\-.()]+$/.test(q) && digits.length >= 3;
  return [
    { label: 'svc-intake businesses', dist: 'svc-intake/dist/business-search/business-search.repository.js', className: 'BusinessSearchRepository', schema: schemas.intake, run: (r) => r.search(q) },
    ...(phoneLike ? [{ label: 'svc-billing lead phones', dist: 'svc-billing/dist/lead-search/lead-phone-search.repository.js', className: 'LeadPhoneSearchRepository', schema: schemas.billing, run: (r) => r.search(digits) }] : []),
    { label: 'desk notes', dist: 'svc-admin/dist/desk/search/desk-text-search.repository.js', className: 'DeskTextSearchRepository', schema: schemas.admin, run: (r) => r.notes(q) },
    { label: 'desk emails', dist: 'svc-admin/dist/desk/search/desk-text-search.repository.js', className: 'DeskTextSearchRepository', schema: schemas.admin, run: (r) => r.emails(q) },
  ];
}

const cookie = await adminCookie(script, gatewayUrl, env.ADMIN_PASSWORD);
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
let failure;
try {
  const seedStart = performance.now();
  await seed(client);
  console.log(`seeded ${businesses.toLocaleString('en-US')} businesses and ${texts.toLocaleString('en-US')} timeline entries, emails and notes in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  console.log(`GET /api/admin/search through ${gatewayUrl}: ${requests} requests per search, one at a time, after ${warmup} warm-up requests\n`);
  console.log(`${'search'.padEnd(40)}${'hits by kind'.padEnd(26)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}`);
  const asked = await searches(client);
  let worst = 0;
  for (const [label, q] of asked) {
    const { p50, p95, shown: found } = await measure(cookie, q);
    worst = Math.max(worst, p95);
    console.log(`${label.padEnd(40)}${found.padEnd(26)}${p50.toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}`);
  }
  console.log(`\nworst p95 ${worst.toFixed(1)} ms (goal <= 100 ms)`);

  // The record page's API at the same scale: the businesses with the longest timelines of this run.
  const { rows: busiest } = await client.query(`SELECT subject_id AS id, count(*)::int AS n FROM ${schemas.admin}.audit_events WHERE request_id = $1 GROUP BY 1 ORDER BY 2 DESC LIMIT 5`, [mark]);
  console.log(`\n${'record page (GET /api/admin/businesses/:id)'.padEnd(66)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}`);
  for (const { id, n } of busiest) {
    const { p50, p95 } = await timedGets(new URL(`/api/admin/businesses/${id}`, gatewayUrl), { cookie, requests, warmup });
    console.log(`${`a business with ${n} timeline entries`.padEnd(66)}${p50.toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}${p95 > 150 ? '  over the 150 ms goal' : ''}`);
  }
  for (const [label, q] of asked) {
    for (const part of explained(q)) {
      console.log(`\n== ${label}: ${part.label} (EXPLAIN ANALYZE, BUFFERS)`);
      for (const plan of await explainRepository(client, databaseUrl, part)) console.log(`${summarizePlan(plan).join('\n')}\n`);
    }
  }
} catch (error) {
  failure = error;
} finally {
  await client.query('RESET search_path');
  const removed = await cleanup(client);
  await client.end();
  console.log(`(removed what this run seeded: ${Object.entries(removed).map(([k, n]) => `${n} ${k}`).join(', ')})`);
}
if (failure) die(failure.stack ?? failure);
