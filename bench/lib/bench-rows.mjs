// A load run writes tens of thousands of rows into the running system's own tables. Each run marks its
// rows and deletes them afterwards, so runs neither pile up in the dev database (the agency's lists) nor
// slow the next run down (a service inserting into millions of rows against a ceiling that starts empty).
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** An address no real visitor has: what this run's requests carry, and what its cleanup deletes by. */
export const benchEmail = `bench-${process.pid}-${Date.now()}@bench.invalid`;

/** A service's schema (its `*_DB_SCHEMA` setting), quoted for SQL. */
export function schemaOf(envName, fallback) {
  const name = process.env[envName] ?? fallback;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`${envName}="${name}" is not a plain schema name`);
  return `"${name}"`;
}

/** Runs a statement on this run's rows (its address as `$1`) and answers how many rows it touched. */
export async function onBenchRows(sql) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, [benchEmail])).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** Runs the delete statement and answers how many rows it removed. */
export const deleteBenchRows = onBenchRows;
