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
 * Opens a data source on one service's schema and brings it up to date: the schema is created first
 * (migrations cannot create the schema their own table lives in), then each migration runs in its own
 * transaction. `synchronize` is never used; the migrations are the only source of DDL.
 */
export async function openSchemaDataSource(options: SchemaDataSourceOptions): Promise<DataSource> {
  const dataSource = new DataSource({
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
    poolSize: options.poolSize ?? 5,
    // Keep pg's own "application_name" meaningful in pg_stat_activity.
    applicationName: `biz-${options.schema}`,
  });
  await dataSource.initialize();
  try {
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(options.schema)}`);
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
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
