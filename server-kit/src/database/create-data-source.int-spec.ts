import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropSchema, uniqueSchemaName } from '../testing/test-schema';
import { migrationSchema, openSchemaDataSource } from './create-data-source';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

class Orders1700000000000 implements MigrationInterface {
  name = 'Orders1700000000000';
  async up(queryRunner: QueryRunner): Promise<void> {
    const schema = migrationSchema(queryRunner);
    // A type and a table: concurrent CREATEs of either collide in the catalog (pg_type) without the lock.
    await queryRunner.query(`CREATE TYPE ${schema}.order_status AS ENUM ('pending', 'paid')`);
    await queryRunner.query(`CREATE TABLE ${schema}.orders (id serial PRIMARY KEY, status ${schema}.order_status NOT NULL)`);
  }
  async down(): Promise<void> {}
}

describe('openSchemaDataSource', () => {
  const schema = uniqueSchemaName('migrate');
  afterAll(() => dropSchema(url, schema));

  it('lets the instances of a scaled service start together on a new schema: one migrates, the others find it done', async () => {
    const opened = await Promise.all(Array.from({ length: 4 }, () => openSchemaDataSource({ url, schema, entities: [], migrations: [Orders1700000000000], poolSize: 1 })));
    try {
      const [ran] = await opened[0].query(`SELECT count(*)::int AS n FROM "${schema}".migrations`);
      expect(ran.n).toBe(1);
      await opened[3].query(`INSERT INTO "${schema}".orders (status) VALUES ('paid')`);
    } finally {
      await Promise.all(opened.map((dataSource) => dataSource.destroy()));
    }
  });
});
