// What the desk benches share: timed GETs through the gateway as an admin clicks (one at a time), and the
// plans of the SQL a context's own compiled repository runs (captured from Kysely's log, then explained on
// its schema: the plans of the SQL that runs, not of a copy of it).
import 'reflect-metadata';
import { Kysely, PostgresDialect } from 'kysely';
import { createRequire } from 'node:module';
import pg from 'pg';
import { percentile } from './load.mjs';

/**
 * `requests` GETs of `url` after `warmup` unmeasured ones, one at a time; each answer must be 200, and
 * `read` (given the parsed body) says what the row shows. Answers p50, p95 and the last `read`.
 */
export async function timedGets(url, { cookie, requests, warmup, read = () => '-' }) {
  const latencies = [];
  let shown;
  for (let i = 0; i < warmup + requests; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${url.pathname}${url.search} answered ${response.status}: ${body.slice(0, 300)}`);
    if (i >= warmup) latencies.push(ms);
    shown = read(JSON.parse(body));
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), shown };
}

/**
 * The EXPLAIN (ANALYZE, BUFFERS) lines of each statement `run` makes a repository build: `dist` (from the
 * repository's root) and `className` name the compiled repository, `schema` the context's (quoted) schema.
 */
export async function explainRepository(client, databaseUrl, { dist, className, schema, run }) {
  const Repository = createRequire(import.meta.url)(`../../${dist}`)[className];
  const statements = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: `-c search_path=${schema}` });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }), log: (event) => statements.push(event.query) });
  try {
    await run(new Repository(db));
  } finally {
    await db.destroy();
  }
  await client.query(`SET search_path TO ${schema}`);
  const plans = [];
  for (const { sql, parameters } of statements) {
    const { rows: lines } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, parameters);
    plans.push(lines.map((l) => l['QUERY PLAN']));
  }
  return plans;
}

/** A plan's nodes without cost estimates, its shared buffers and time: enough to see which index ran. */
export function summarizePlan(lines) {
  const kept = lines.filter((l) => /->|^\S|Execution Time/.test(l) && !/^(Planning|Buffers)/.test(l.trim()));
  const buffers = lines.find((l) => /^\s*Buffers/.test(l))?.trim() ?? [];
  return kept.map((l) => l.replace(/\s*\(cost=[^)]*\)/, '').replace(/ loops=1\)/, ')')).concat(buffers);
}
