import type { Generated } from 'kysely';
import { dropSchema, uniqueSchemaName } from '../testing/test-schema';
import { startToggleProxy } from '../testing/toggle-proxy';
import { kyselyFor } from './kysely';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema, openSchemaDatabase, type SchemaDatabase } from './schema-database';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

class Notes1700000000000 implements MigrationInterface {
  name = 'Notes1700000000000';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE ${migrationSchema(queryRunner)}.notes (id serial PRIMARY KEY, body text NOT NULL)`);
  }
  async down(): Promise<void> {}
}

interface NotesDb {
  notes: { id: Generated<number>; body: string };
}

const schema = uniqueSchemaName('kysely');
let database: SchemaDatabase;

beforeAll(async () => {
  database = await openSchemaDatabase({ url, schema, migrations: [Notes1700000000000], poolSize: 2 });
});

afterAll(async () => {
  await database?.close();
  await dropSchema(url, schema);
});

it("runs bare table names in the database's schema, on its pool, in and out of transactions", async () => {
  const db = kyselyFor<NotesDb>(database);
  // More concurrent users than the pool has connections: every connection gets the schema.
  await Promise.all(['a', 'b', 'c', 'd'].map((body) => db.insertInto('notes').values({ body }).execute()));
  await db.transaction().execute((tx) => tx.insertInto('notes').values({ body: 'e' }).execute());
  const rows: Array<{ body: string }> = await database.query(`SELECT body FROM "${schema}".notes ORDER BY body`);
  expect(rows.map((r) => r.body)).toEqual(['a', 'b', 'c', 'd', 'e']);
  expect((await db.selectFrom('notes').select('body').orderBy('body').execute()).map((r) => r.body)).toEqual(['a', 'b', 'c', 'd', 'e']);
});

it('survives a connection dropped between two statements of a transaction: the transaction fails, the process does not, and the pool recovers', async () => {
  const { hostname, port } = new URL(url);
  const link = await startToggleProxy({ host: hostname, port: Number(port || 5432) });
  const dropped = await openSchemaDatabase({ url: link.urlThrough(url), schema, migrations: [], poolSize: 2 });
  try {
    const db = kyselyFor<NotesDb>(dropped);
    const transaction = db.transaction().execute(async (tx) => {
      await tx.insertInto('notes').values({ body: 'lost' }).execute();
      // The connection is checked out and idle: pg reports its end as an 'error' event, not a failed query.
      await link.pause();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.insertInto('notes').values({ body: 'lost too' }).execute();
    });
    await expect(transaction).rejects.toThrow();
    await link.resume();
    await db.insertInto('notes').values({ body: 'after' }).execute();
    const rows: Array<{ body: string }> = await database.query(`SELECT body FROM "${schema}".notes WHERE body IN ('lost', 'lost too', 'after')`);
    expect(rows.map((r) => r.body)).toEqual(['after']);
  } finally {
    await link.resume();
    await dropped.close();
    await link.close();
  }
});
