// A stack's data, as its environment names it: the schemas of INTAKE_DB_SCHEMA, BILLING_DB_SCHEMA and
// ADMIN_DB_SCHEMA in DATABASE_URL, and the Redis keys under QUEUE_PREFIX in REDIS_URL. Dropped before the
// e2e stack starts (`npm start --fresh`) and after a bench's own stack stops (bench/lib/bench-stack.mjs),
// so that no run reads what another left.
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

/** What names a stack's data. All of them must be set: a service's default names would be a developer's own data. */
const SCHEMA_VARIABLES = ['INTAKE_DB_SCHEMA', 'BILLING_DB_SCHEMA', 'ADMIN_DB_SCHEMA'];
const STACK_DATA_VARIABLES = [...SCHEMA_VARIABLES, 'QUEUE_PREFIX'];

/**
 * Drops the stack's schemas and, with `queues`, its Redis keys (its queues, their jobs, and the rest under
 * its prefix). Throws, before dropping anything, when `env` leaves one of STACK_DATA_VARIABLES unset.
 * @param {Record<string, string | undefined>} env the stack's environment, with DATABASE_URL and REDIS_URL
 * @param {{ queues?: boolean }} [options]
 */
export async function dropStackData(env, { queues = false } = {}) {
  const unset = STACK_DATA_VARIABLES.filter((name) => !env[name]);
  if (unset.length) throw new Error(`${unset.join(', ')} must be set to name the stack whose data is dropped`);
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    for (const name of SCHEMA_VARIABLES) await client.query(`DROP SCHEMA IF EXISTS "${env[name]}" CASCADE`);
  } finally {
    await client.end();
  }
  if (!queues) return;
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    for await (const keys of redis.scanStream({ match: `${env.QUEUE_PREFIX}:*`, count: 500 })) if (keys.length) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

// `node scripts/stack-data.mjs drop`: drops the data of the stack this environment (and its .env or ENV_FILE)
// names, queues included; scripts/front-door.sh cleans up so after its stack.
if (import.meta.main && process.argv[2] === 'drop') {
  const { stackEnvOf } = await import('./stack-env.mjs');
  await dropStackData(stackEnvOf(fileURLToPath(new URL('..', import.meta.url))), { queues: true });
}
