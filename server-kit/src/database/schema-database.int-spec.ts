import { dropSchema, uniqueSchemaName, withPgClient } from '../testing/test-schema';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DATABASE_DEADLINES_MS, migrationSchema, openSchemaDatabase } from './schema-database';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

class Orders1700000000000 implements MigrationInterface {
  name = 'Orders1700000000000';
  async up(queries: QueryRunner): Promise<void> {
    const schema = migrationSchema(queries);
    // A type and a table: concurrent CREATEs of either collide in the catalog (pg_type) without the lock.
    await queries.query(`CREATE TYPE ${schema}.order_status AS ENUM ('pending', 'paid')`);
    await queries.query(`CREATE TABLE ${schema}.orders (id serial PRIMARY KEY, status ${schema}.order_status NOT NULL)`);
  }
  async down(): Promise<void> {}
}

class Refunds1700000000001 implements MigrationInterface {
  name = 'Refunds1700000000001';
  async up(queries: QueryRunner): Promise<void> {
    await queries.query(`ALTER TABLE ${migrationSchema(queries)}.orders ADD COLUMN refunded boolean NOT NULL DEFAULT false`);
  }
  async down(): Promise<void> {}
}

/** Creates a table, then fails: its transaction leaves nothing behind. */
class Broken1700000000002 implements MigrationInterface {
  name = 'Broken1700000000002';
  async up(queries: QueryRunner): Promise<void> {
    await queries.query(`CREATE TABLE ${migrationSchema(queries)}.half_done (id int)`);
    await queries.query('SELECT no_such_function()');
  }
  async down(): Promise<void> {}
}

describe('openSchemaDatabase', () => {
  const schemas: string[] = [];
  const newSchema = (name: string) => schemas[schemas.push(uniqueSchemaName(name)) - 1];
  afterAll(() => Promise.all(schemas.map((schema) => dropSchema(url, schema))));

  it('lets the instances of a scaled service start together on a new schema: one migrates, the others find it done', async () => {
    const schema = newSchema('migrate');
    const opened = await Promise.all(Array.from({ length: 4 }, () => openSchemaDatabase({ url, schema, migrations: [Orders1700000000000], poolSize: 1 })));
    try {
      const [ran] = await opened[0].query<{ n: number }>(`SELECT count(*)::int AS n FROM "${schema}".migrations`);
      expect(ran.n).toBe(1);
      // The pool's connections work in the schema: bare table names are its own.
      await opened[3].query(`INSERT INTO orders (status) VALUES ('paid')`);
      expect(await opened[1].query(`SELECT status FROM "${schema}".orders`)).toEqual([{ status: 'paid' }]);
    } finally {
      await Promise.all(opened.map((database) => database.close()));
    }
  });

  it('runs in timestamp order only what the history lacks, in the history table of a schema migrated before', async () => {
    const schema = newSchema('history');
    // A schema TypeORM migrated: its migrations table, with the first migration's row, in its layout.
    await withPgClient(url, async (client) => {
      await client.query(`CREATE SCHEMA "${schema}"`);
      await client.query(`CREATE TABLE "${schema}".migrations (id SERIAL NOT NULL, "timestamp" bigint NOT NULL, name character varying NOT NULL, CONSTRAINT "PK_${schema}" PRIMARY KEY (id))`);
      await client.query(`CREATE TYPE "${schema}".order_status AS ENUM ('pending', 'paid')`);
      await client.query(`CREATE TABLE "${schema}".orders (id serial PRIMARY KEY, status "${schema}".order_status NOT NULL)`);
      await client.query(`INSERT INTO "${schema}".migrations ("timestamp", name) VALUES (1700000000000, 'Orders1700000000000')`);
    });
    const database = await openSchemaDatabase({ url, schema, migrations: [Refunds1700000000001, Orders1700000000000] });
    try {
      expect(await database.query(`SELECT "timestamp"::text, name FROM migrations ORDER BY id`)).toEqual([
        { timestamp: '1700000000000', name: 'Orders1700000000000' },
        { timestamp: '1700000000001', name: 'Refunds1700000000001' },
      ]);
      expect(await database.query(`SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'orders' ORDER BY 1`, [schema])).toEqual([
        { column_name: 'id' }, { column_name: 'refunded' }, { column_name: 'status' },
      ]);
    } finally {
      await database.close();
    }
  });

  it('rolls a failing migration back whole and does not open: a later start runs it again', async () => {
    const schema = newSchema('broken');
    await expect(openSchemaDatabase({ url, schema, migrations: [Orders1700000000000, Broken1700000000002] })).rejects.toThrow(/no_such_function/);
    const state = await withPgClient(url, async (client) => ({
      ran: (await client.query(`SELECT name FROM "${schema}".migrations`)).rows.map((row) => row.name),
      tables: (await client.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1`, [schema])).rows.map((row) => row.table_name),
    }));
    expect(state).toEqual({ ran: ['Orders1700000000000'], tables: ['migrations', 'orders'] });
  });

  it('serves a burst beyond its connections in turn past the connect deadline, and gives up at the pool wait', async () => {
    const database = await openSchemaDatabase({ url, schema: newSchema('burst'), migrations: [], poolSize: 1 });
    try {
      const hold = (seconds: number) => database.query(`SELECT pg_sleep(${seconds})`);
      // Waiting longer than the connect deadline for the one connection: served, not refused.
      const waitsPastConnect = (DATABASE_DEADLINES_MS.connect + 300) / 1000;
      await expect(Promise.all([hold(waitsPastConnect), database.query('SELECT 1 AS n')])).resolves.toEqual([[{ pg_sleep: '' }], [{ n: 1 }]]);
      const outlasted = hold((DATABASE_DEADLINES_MS.poolWait + 500) / 1000);
      await expect(database.query('SELECT 1')).rejects.toThrow('timeout exceeded when trying to connect');
      await outlasted;
    } finally {
      await database.close();
    }
  });

  it('refuses a migration whose name does not end with its timestamp, before running anything', async () => {
    const schema = newSchema('unnamed');
    class Unnamed implements MigrationInterface {
      name = 'AddOrders';
      async up(): Promise<void> {}
      async down(): Promise<void> {}
    }
    await expect(openSchemaDatabase({ url, schema, migrations: [Unnamed] })).rejects.toThrow('AddOrders migration name is wrong');
    const tables = await withPgClient(url, async (client) => (await client.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = $1`, [schema])).rows);
    expect(tables).toEqual([{ table_name: 'migrations' }]);
  });
});
