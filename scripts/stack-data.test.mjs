// Dropping a stack's data (scripts/stack-data.mjs, `npm start --fresh`) against the real Postgres and Redis:
// the named stack's schemas and keys go, another stack's stay, and a stack not fully named loses nothing.
//   node --test scripts/stack-data.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { dropStackData } from './stack-data.mjs';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const envOf = (name) => ({
  DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, QUEUE_PREFIX: name,
  INTAKE_DB_SCHEMA: `${name}_intake`, BILLING_DB_SCHEMA: `${name}_billing`, ADMIN_DB_SCHEMA: `${name}_admin`,
});

async function withStores(use) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const redis = new Redis(redisUrl);
  try {
    await use(db, redis);
  } finally {
    await db.end();
    await redis.quit();
  }
}

/** A stack's three schemas, each with a table and a row, and two keys under its prefix. */
async function fill(db, redis, env) {
  for (const schema of [env.INTAKE_DB_SCHEMA, env.BILLING_DB_SCHEMA, env.ADMIN_DB_SCHEMA]) {
    await db.query(`CREATE SCHEMA "${schema}"; CREATE TABLE "${schema}".t (id int); INSERT INTO "${schema}".t VALUES (1)`);
  }
  await redis.set(`${env.QUEUE_PREFIX}:ai:id`, '7');
  await redis.set(`${env.QUEUE_PREFIX}:session:x`, 'y');
}

const schemasOf = async (db, name) =>
  (await db.query(`SELECT schema_name FROM information_schema.schemata WHERE schema_name LIKE $1 ORDER BY 1`, [`${name}\\_%`])).rows.map((row) => row.schema_name);

test("drops the named stack's schemas and keys, and leaves another stack's", async () => {
  await withStores(async (db, redis) => {
    const [gone, kept] = [`sd${randomBytes(4).toString('hex')}`, `sd${randomBytes(4).toString('hex')}`];
    await fill(db, redis, envOf(gone));
    await fill(db, redis, envOf(kept));
    await dropStackData(envOf(gone), { queues: true });
    assert.deepEqual(await schemasOf(db, gone), []);
    assert.deepEqual(await redis.keys(`${gone}:*`), []);
    assert.deepEqual(await schemasOf(db, kept), [`${kept}_admin`, `${kept}_billing`, `${kept}_intake`]);
    assert.equal((await redis.keys(`${kept}:*`)).length, 2);
    await dropStackData(envOf(kept));
    assert.deepEqual(await schemasOf(db, kept), []);
    assert.equal((await redis.keys(`${kept}:*`)).length, 2, 'without queues, the keys stay');
    await redis.del(...(await redis.keys(`${kept}:*`)));
  });
});

test('a stack not fully named loses nothing: a default name would be a developer\'s own data', async () => {
  await withStores(async (db, redis) => {
    const name = `sd${randomBytes(4).toString('hex')}`;
    await fill(db, redis, envOf(name));
    const { BILLING_DB_SCHEMA: _, ...partial } = envOf(name);
    await assert.rejects(dropStackData(partial, { queues: true }), /BILLING_DB_SCHEMA must be set/);
    assert.equal((await schemasOf(db, name)).length, 3);
    assert.equal((await redis.keys(`${name}:*`)).length, 2);
    await dropStackData(envOf(name), { queues: true });
  });
});
