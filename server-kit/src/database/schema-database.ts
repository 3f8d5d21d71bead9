import { Client, Pool, type ClientConfig, type PoolClient } from 'pg';

export interface SchemaDatabaseOptions {
  url: string;
  /** The Postgres schema this service owns; every table and the migrations table live in it. */
  schema: string;
  /** The schema's migrations, any order (they run by the timestamp that ends each name). */
  migrations: MigrationClass[];
  /** Pool size; small by default because every service shares one Postgres. */
  poolSize?: number;
}

/** What a migration is given: SQL on its transaction's connection (the rows it answers), and the schema it migrates. */
export interface MigrationQueries {
  readonly schema: string;
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/** One step of a schema's DDL. `name` ends with its 13-digit timestamp (`Orders1764000000000`), which orders it. */
export interface Migration {
  readonly name: string;
  up(queries: MigrationQueries): Promise<void>;
  down(queries: MigrationQueries): Promise<void>;
}
export type MigrationClass = new () => Migration;

/**
 * Deadlines of the serving pool, so a request never waits on Postgres for long. `connect` bounds opening a
 * connection: a stopped or unreachable server fails the request (503) within about a second. `poolWait`
 * bounds waiting for a free connection when all are busy: longer, so a burst (a thousand automation reports
 * at once on five connections) is served in turn on a loaded machine rather than refused. `query` bounds a
 * query on a connection that went silent (a host gone without closing its sockets); it must outlast the
 * slowest legitimate request query.
 */
export const DATABASE_DEADLINES_MS = { connect: 1_000, poolWait: 3_000, query: 5_000 } as const;

/** pg-pool gives its clients its own `connectionTimeoutMillis` (the wait for a free one): theirs is `connect`. */
class DeadlinedClient extends Client {
  constructor(config?: ClientConfig) {
    super({ ...config, connectionTimeoutMillis: DATABASE_DEADLINES_MS.connect });
  }
}

/** Double-quotes a Postgres identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The quoted schema a migration runs in, for its DDL. */
export function migrationSchema(queries: MigrationQueries): string {
  return quoteIdent(queries.schema);
}

/**
 * A service's database: a pg pool whose connections work in the service's schema (their `search_path`),
 * with the serving deadlines. Repositories query it through Kysely (`KYSELY`); tests and probes use `query`.
 */
export class SchemaDatabase {
  private closing?: Promise<void>;

  constructor(
    readonly pool: Pool,
    readonly schema: string,
    private readonly migrations: Migration[],
  ) {}

  /** The rows of one statement, on a connection of the pool. */
  async query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]> {
    return (await this.pool.query(sql, params)).rows as Row[];
  }

  /**
   * Undoes the last migration the schema's history holds (its `down`, and its row, in one transaction): an
   * operator's way back from a release, and how a migration's spec proves its way back.
   */
  async undoLastMigration(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await inTransaction(client, async () => {
        const schema = quoteIdent(this.schema);
        const [last] = (await client.query<{ id: number; name: string }>(`SELECT id, name FROM ${schema}.migrations ORDER BY id DESC LIMIT 1 FOR UPDATE`)).rows;
        if (!last) throw new Error(`schema ${this.schema} has no migration to undo`);
        const migration = this.migrations.find(({ name }) => name === last.name);
        if (!migration) throw new Error(`migration ${last.name}, the last of schema ${this.schema}, is not one this service knows`);
        await migration.down(queriesOn(client, this.schema));
        await client.query(`DELETE FROM ${schema}.migrations WHERE id = $1`, [last.id]);
      });
    } finally {
      client.release();
    }
  }

  /** Ends the pool's connections once they are released. Safe to call twice. */
  close(): Promise<void> {
    this.closing ??= this.pool.end();
    return this.closing;
  }
}

/**
 * Opens a service's database and brings its schema up to date. Migrations run first, on a connection of
 * their own without the serving pool's query deadline (a long migration could outlast it), holding a lock
 * on the schema's name: the instances of a scaled service start together, and the others wait, then find
 * nothing left to run. The schema is created first (its migrations table lives in it), then each migration
 * runs in its own transaction with its row in `migrations`, the table TypeORM kept before (same columns:
 * databases it migrated keep their history).
 */
export async function openSchemaDatabase(options: SchemaDatabaseOptions): Promise<SchemaDatabase> {
  const applicationName = `biz-${options.schema}`;
  const migrations = inTimestampOrder(options.migrations.map((Step) => new Step()));
  const migrator = new Client({ connectionString: options.url, application_name: applicationName });
  await migrator.connect();
  try {
    await migrate(migrator, options.schema, migrations);
  } finally {
    await migrator.end();
  }
  const pool = new Pool({
    connectionString: options.url,
    application_name: applicationName,
    max: options.poolSize ?? 5,
    Client: DeadlinedClient,
    connectionTimeoutMillis: DATABASE_DEADLINES_MS.poolWait,
    // Every connection works in the schema from its start (a startup parameter: no query to queue).
    options: `-c search_path=${quoteIdent(options.schema).replace(/[\\ ]/g, '\\$&')}`,
    // The query is failed ("Query read timeout") instead of awaited forever.
    query_timeout: DATABASE_DEADLINES_MS.query,
  });
  // An idle connection that dies is dropped by the pool, and the next query opens another: nothing to do.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    // A connection that dies while checked out, between queries (inside a transaction, say), is reported as
    // an 'error' event on the client, which the pool hears only while it is idle: unheard, it would crash
    // the process. Heard, the client's next query fails (a DependencyUnavailable, a 503) and the pool drops
    // it on release.
    client.on('error', () => undefined);
  });
  return new SchemaDatabase(pool, options.schema, migrations);
}

const TIMESTAMP_ENDING = /(\d{13})$/;
const timestampOf = (name: string) => Number(TIMESTAMP_ENDING.exec(name)?.[1]);

function inTimestampOrder(migrations: Migration[]): Migration[] {
  for (const { name } of migrations) if (!TIMESTAMP_ENDING.test(name)) throw new Error(`migration ${name}: its name must end with its 13-digit timestamp`);
  return migrations.sort((a, b) => timestampOf(a.name) - timestampOf(b.name));
}

const queriesOn = (client: Client | PoolClient, schema: string): MigrationQueries => ({
  schema,
  query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
});

async function inTransaction(client: Client | PoolClient, work: () => Promise<void>): Promise<void> {
  await client.query('BEGIN');
  try {
    await work();
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

async function migrate(client: Client, schema: string, migrations: Migration[]): Promise<void> {
  const quoted = quoteIdent(schema);
  // Session-level: released when the connection ends, whatever happened.
  await client.query('SELECT pg_advisory_lock(hashtext($1))', [`biz-migrations:${schema}`]);
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoted}`);
  await client.query(`CREATE TABLE IF NOT EXISTS ${quoted}.migrations (id serial PRIMARY KEY, "timestamp" bigint NOT NULL, name varchar NOT NULL)`);
  const done = new Set((await client.query<{ name: string }>(`SELECT name FROM ${quoted}.migrations`)).rows.map((row) => row.name));
  for (const migration of migrations.filter(({ name }) => !done.has(name))) {
    await inTransaction(client, async () => {
      await migration.up(queriesOn(client, schema));
      await client.query(`INSERT INTO ${quoted}.migrations ("timestamp", name) VALUES ($1, $2)`, [timestampOf(migration.name), migration.name]);
    });
  }
}
