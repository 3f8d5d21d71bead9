#!/usr/bin/env node
// The ceiling for POST /api/business-intake on this machine: a minimal Fastify + pg handler doing the same
// submission insert as svc-intake (same columns and checks, in a scratch schema), nothing else: no
// validation library, no framework DI, no suggestions. Started and stopped by intake-throughput.mjs.
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
await pool.query(`CREATE INDEX ON ${schema}.submissions (created_at DESC)`);
await pool.query(`CREATE INDEX ON ${schema}.submissions (status)`);

const app = Fastify({ logger: false });
app.post('/api/business-intake', async (request) => {
  const b = request.body;
  const { rows } = await pool.query(
    `INSERT INTO ${schema}.submissions (business_name, contact_email, industry, company_size, monthly_revenue, primary_goals, current_tools, pain_points)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [b.businessName, b.contactEmail, b.industry, b.companySize, b.monthlyRevenue ?? null, JSON.stringify(b.primaryGoals), b.currentTools ?? null, b.painPoints ?? null],
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
