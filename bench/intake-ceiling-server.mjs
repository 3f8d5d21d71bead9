#!/usr/bin/env node
// The ceiling for POST /api/business-intake on this machine: a minimal Fastify + pg handler doing the same
// insert as svc-intake (the submission, its offered suggestions and the generation row, one statement, same
// tables and checks, in a scratch schema), nothing else: no validation, no framework, no rate limit, no
// engine (the offer is fixed). Started and stopped by intake-throughput.mjs.
// Env: DATABASE_URL, CEILING_PORT (0 = any free port; the bound port is printed as `listening <port>`).
import Fastify from 'fastify';
import pg from 'pg';

const schema = `bench_ceiling_${process.pid}`;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', max: 10 });

await pool.query(`CREATE SCHEMA ${schema}`);
await pool.query(`
  CREATE TABLE ${schema}.submissions (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_name text NOT NULL CHECK (length(business_name) BETWEEN 1 AND 200),
    contact_email text NOT NULL,
    industry text NOT NULL,
    company_size text NOT NULL,
    monthly_revenue text,
    primary_goals jsonb NOT NULL CHECK (jsonb_typeof(primary_goals) = 'array' AND jsonb_array_length(primary_goals) >= 1),
    current_tools text,
    pain_points text,
    total_value_cents integer NOT NULL DEFAULT 0,
    status text NOT NULL DEFAULT 'pending',
    created_at timestamptz NOT NULL DEFAULT now()
  )`);
await pool.query(`ALTER TABLE ${schema}.submissions ADD COLUMN idempotency_key uuid UNIQUE`);
await pool.query(`
  CREATE TABLE ${schema}.offered_suggestions (
    submission_id uuid NOT NULL REFERENCES ${schema}.submissions (id) ON DELETE CASCADE,
    workflow_id text NOT NULL, position smallint NOT NULL, suggestion jsonb NOT NULL,
    PRIMARY KEY (submission_id, workflow_id))`);
await pool.query(`
  CREATE TABLE ${schema}.generations (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    submission_id uuid NOT NULL REFERENCES ${schema}.submissions (id) ON DELETE CASCADE,
    kind text NOT NULL, source text NOT NULL, model text NOT NULL, latency_ms integer NOT NULL,
    prompt_tokens integer NOT NULL, completion_tokens integer NOT NULL, repaired boolean NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now())`);
await pool.query(`CREATE INDEX ON ${schema}.generations (submission_id)`);
// svc-intake's indexes on submissions (its migrations), each a cost of the insert; pg_trgm is in public (its
// DashboardIndexes migration put it there).
for (const columns of ['created_at DESC, id', 'status, created_at DESC, id', 'total_value_cents DESC, created_at DESC, id', 'business_name, created_at DESC, id']) {
  await pool.query(`CREATE INDEX ON ${schema}.submissions (${columns})`);
}
for (const column of ['business_name', 'contact_email']) await pool.query(`CREATE INDEX ON ${schema}.submissions USING gin (${column} public.gin_trgm_ops)`);

// A typical offer: four suggestions of the size the catalog engine makes.
const offer = JSON.stringify(
  ['online-booking-assistant', 'appointment-reminders', 'patient-intake-forms', 'recall-reactivation'].map((id, i) => ({
    id, title: `Workflow ${i}`, tags: ['Booking', 'SMS'], impact: 'high', setupCost: 60000, monthlyCost: 6000,
    description: 'Books, moves and cancels appointments from your website, Instagram and Google profile around the clock.',
    benefit: 'Cuts front-desk booking calls by about 60%',
  })),
);
const generation = JSON.stringify({ source: 'catalog', model: 'catalog-v1', latency_ms: 0, prompt_tokens: 0, completion_tokens: 0, repaired: false });

const app = Fastify({ logger: false });
app.post('/api/business-intake', async (request) => {
  const b = request.body;
  const { rows } = await pool.query(
    `WITH submission AS (
       INSERT INTO ${schema}.submissions (business_name, contact_email, industry, company_size, monthly_revenue, primary_goals, current_tools, pain_points, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id),
     offer AS (
       INSERT INTO ${schema}.offered_suggestions (submission_id, workflow_id, position, suggestion)
       SELECT (SELECT id FROM submission), s->>'id', ord - 1, s FROM jsonb_array_elements($10::jsonb) WITH ORDINALITY AS t(s, ord)),
     generation AS (
       INSERT INTO ${schema}.generations (submission_id, kind, source, model, latency_ms, prompt_tokens, completion_tokens, repaired)
       SELECT (SELECT id FROM submission), 'suggestions', g.source, g.model, g.latency_ms, g.prompt_tokens, g.completion_tokens, g.repaired
       FROM jsonb_to_record($11::jsonb) AS g(source text, model text, latency_ms int, prompt_tokens int, completion_tokens int, repaired boolean))
     SELECT id FROM submission`,
    [b.businessName, b.contactEmail, b.industry, b.companySize, b.monthlyRevenue ?? null, JSON.stringify(b.primaryGoals), b.currentTools ?? null, b.painPoints ?? null, null, offer, generation],
  );
  return { client: { id: rows[0].id, businessName: b.businessName } };
});

async function stop() {
  await app.close();
  await pool.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
  await pool.end();
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

await app.listen({ port: Number(process.env.CEILING_PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);
