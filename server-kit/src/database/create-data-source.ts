import { DataSource, type EntitySchema, type MixedList, type QueryRunner } from 'typeorm';

export interface SchemaDataSourceOptions {
  url: string;
  /** The Postgres schema this service owns; every table and the migrations table live in it. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  /** Pool size; small by default because every service shares one Postgres. */
  poolSize?: number;
}

/**
 * Deadlines of the serving pool, so a request never waits on Postgres for long. `connect` bounds opening a
 * connection and waiting for a free one in the pool: a stopped or unreachable server fails the request
 * (503) within about a second. `query` bounds a query on a connection that went silent (a host gone
 * without closing its sockets); it must outlast the slowest legitimate request query.
 */
export const DATABASE_DEADLINES_MS = { connect: 1_000, query: 5_000 } as const;

/**
 * Opens a data source on one service's schema and brings it up to date: the schema is created first
 * (migrations cannot create the schema their own table lives in), then each migration runs in its own
 * transaction. `synchronize` is never used; the migrations are the only source of DDL. Migrations run on a
 * connection of their own without the serving pool's query deadline, which a long migration could outlast,
 * holding a lock on the schema's name: the instances of a scaled service start together, and the others
 * wait, then find nothing left to run.
 */
export async function openSchemaDataSource(options: SchemaDataSourceOptions): Promise<DataSource> {
  const migrator = dataSourceFor(options, { poolSize: 1 });
  await migrator.initialize();
  try {
    // Session-level, on the migrator's one connection: released when it closes, whatever happened.
    await migrator.query('SELECT pg_advisory_lock(hashtext($1))', [`biz-migrations:${options.schema}`]);
    await migrator.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(options.schema)}`);
    await migrator.runMigrations({ transaction: 'each' });
  } finally {
    await migrator.destroy();
  }
  const dataSource = dataSourceFor(options, {
    poolSize: options.poolSize ?? 5,
    connectTimeoutMS: DATABASE_DEADLINES_MS.connect,
    // pg's own client option: the query is failed ("Query read timeout") instead of awaited forever.
    extra: { query_timeout: DATABASE_DEADLINES_MS.query },
  });
  await dataSource.initialize();
  return dataSource;
}

function dataSourceFor(options: SchemaDataSourceOptions, pool: { poolSize: number; connectTimeoutMS?: number; extra?: { query_timeout: number } }): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    // TypeORM would otherwise create uuid-ossp in `public` on every connect; gen_random_uuid() is built in.
    installExtensions: false,
    // Keep pg's own "application_name" meaningful in pg_stat_activity.
    applicationName: `biz-${options.schema}`,
    ...pool,
  });
}

/** Double-quotes a Postgres identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The quoted schema a migration runs in (the data source's `schema` option), for its DDL. */
export function migrationSchema(queryRunner: QueryRunner): string {
  const schema = (queryRunner.connection.options as { schema?: string }).schema;
  if (!schema) throw new Error('The data source has no schema: open it with openSchemaDataSource()');
  return quoteIdent(schema);
}
