import { Logger } from '@nestjs/common';
import { Client, type ClientConfig, type Pool } from 'pg';
import { DataSource, type Logger as TypeOrmLogger, type MigrationInterface, type QueryRunner } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** A migration class: TypeORM's, its name ending with its 13-digit timestamp (`Orders1764000000000`), which orders it. */
export type MigrationClass = new () => MigrationInterface;

export interface SchemaDatabaseOptions {
  url: string;
  /** The Postgres schema this service owns; every table and the migrations table live in it. */
  schema: string;
  /** The schema's migrations, any order (TypeORM runs them by the timestamp that ends each name). */
  migrations: MigrationClass[];
  /** Pool size; small by default because every service shares one Postgres. */
  poolSize?: number;
}

/**
 * Deadlines of the serving pool, so a request never waits on Postgres for long. `connect` bounds opening a
 * connection: a stopped or unreachable server fails the request (503) within about a second. `poolWait`
 * bounds waiting for a free connection when all are busy: longer, so a burst (a thousand automation reports
 * at once on five connections) is served in turn on a loaded machine rather than refused. `query` bounds a
 * query on a connection that went silent (a host gone without closing its sockets); it must outlast the
 * slowest legitimate request query.
 */
export const DATABASE_DEADLINES_MS = { connect: 1_000, poolWait: 3_000, query: 5_000 } as const;

/**
 * The pool's connection: pg-pool gives its clients its own `connectionTimeoutMillis` (the wait for a free
 * one), theirs is `connect`. A connection that dies while checked out, between queries (inside a
 * transaction, say), is reported as an 'error' event on it, which the pool hears only while it is idle:
 * unheard, it would crash the process. Heard, its next query fails (a DependencyUnavailable, a 503) and the
 * pool drops it on release.
 */
class ServingClient extends Client {
  constructor(config?: ClientConfig) {
    super({ ...config, connectionTimeoutMillis: DATABASE_DEADLINES_MS.connect });
    this.on('error', () => undefined);
  }
}

/** Double-quotes a Postgres identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The quoted schema a migration runs in (its data source's `schema`), for its DDL. */
export function migrationSchema(queryRunner: QueryRunner): string {
  const { schema } = queryRunner.connection.driver;
  if (!schema) throw new Error('The data source has no schema: open it with openSchemaDatabase()');
  return quoteIdent(schema);
}

/**
 * A service's database: TypeORM's `DataSource` on the service's schema, which owns the pg pool and the
 * migrations. Repositories query the pool through Kysely (`KYSELY`, whose connections work in the schema:
 * their `search_path`); tests and probes use `query`.
 */
export class SchemaDatabase {
  private closing?: Promise<void>;

  constructor(
    readonly dataSource: DataSource,
    readonly schema: string,
  ) {}

  /** TypeORM's pg pool (its driver declares it `any`: it is the pg Pool built from our options). */
  get pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master as Pool;
  }

  /** The rows of one statement, on a connection of the pool. */
  async query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]> {
    return (await this.pool.query(sql, params)).rows as Row[];
  }

  /**
   * Undoes the last migration the schema's history holds (its `down`, and its row, in one transaction): an
   * operator's way back from a release, and how a migration's spec proves its way back.
   */
  undoLastMigration(): Promise<void> {
    return this.dataSource.undoLastMigration({ transaction: 'each' });
  }

  /** Ends the pool's connections once they are released. Safe to call twice. */
  close(): Promise<void> {
    this.closing ??= this.dataSource.destroy();
    return this.closing;
  }
}

/**
 * Opens a service's database and brings its schema up to date with TypeORM's migration runner and its
 * history table (`<schema>.migrations`). Migrations run first, on a data source of one connection without
 * the serving pool's query deadline (a long migration could outlast it), holding a lock on the schema's
 * name: the instances of a scaled service start together, and the others wait, then find nothing left to
 * run. The schema is created first (its migrations table lives in it); each migration runs in its own
 * transaction with its history row.
 */
export async function openSchemaDatabase(options: SchemaDatabaseOptions): Promise<SchemaDatabase> {
  // The migrator's one connection never idles out: the session-level lock lives as long as it does.
  const migrator = await dataSourceFor(options, { poolSize: 1, extra: { idleTimeoutMillis: 0 } }).initialize();
  try {
    await migrator.query('SELECT pg_advisory_lock(hashtext($1))', [`biz-migrations:${options.schema}`]);
    await migrator.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(options.schema)}`);
    await migrator.runMigrations({ transaction: 'each' });
  } finally {
    await migrator.destroy();
  }
  const serving = dataSourceFor(options, {
    poolSize: options.poolSize ?? 5,
    extra: {
      Client: ServingClient,
      connectionTimeoutMillis: DATABASE_DEADLINES_MS.poolWait,
      // Every connection works in the schema from its start (a startup parameter: no query to queue).
      options: `-c search_path=${quoteIdent(options.schema).replace(/[\\ ]/g, '\\$&')}`,
      // The query is failed ("Query read timeout") instead of awaited forever.
      query_timeout: DATABASE_DEADLINES_MS.query,
    },
  });
  return new SchemaDatabase(await serving.initialize(), options.schema);
}

/** TypeORM's lines (migrations run, pool warnings) in the service's own log, never on the console; queries are not logged. */
class TypeOrmLog implements TypeOrmLogger {
  private readonly logger = new Logger('TypeORM');
  logMigration(message: string): void {
    this.logger.log(message);
  }
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(message);
  }
  logQuery(): void {}
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
}

function dataSourceFor(options: SchemaDatabaseOptions, pool: { poolSize: number; extra: object }): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    // TypeORM would otherwise look for extensions to create in `public` on every start; gen_random_uuid() is built in.
    installExtensions: false,
    // pg_stat_activity names the service.
    applicationName: `biz-${options.schema}`,
    logger: new TypeOrmLog(),
    ...pool,
  });
}
