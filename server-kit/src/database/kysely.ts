import { CompiledQuery, Kysely, PostgresDialect, sql, type SelectQueryBuilder } from 'kysely';
import { types, type Pool, type PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { quoteIdent } from './create-data-source';

// A `date` is a calendar day ('2026-11-27'), not an instant: pg's default makes it a Date at the server's
// local midnight, a day off in any zone west of it. Kept as the text Postgres sends.
types.setTypeParser(types.builtins.DATE, (day) => day);

/**
 * Injection token of the service's query builder, a `Kysely<ServiceDb>` on its own schema (see
 * ARCHITECTURE.md, "Data access"). Repositories inject it as `@Inject(KYSELY) db: Kysely<IntakeDb>`.
 */
export const KYSELY = Symbol('KYSELY');

/** The schema each pool's connections are set to: one pool, one schema (see kyselyFor). */
const schemaOfPool = new WeakMap<Pool, string>();

/**
 * pg reports a connection that dies while checked out but between queries (inside a transaction, say) as
 * an 'error' event on the client, which pg-pool listens to only while the client is idle: unheard, it would
 * crash the process. Heard, the client's next query fails (a DependencyUnavailable, a 503) and the pool
 * drops it on release. TypeORM's query runners listen themselves; Kysely's connections need this.
 */
const guarded = new WeakSet<PoolClient>();
function guardedClient(client: PoolClient): PoolClient {
  if (!guarded.has(client)) {
    guarded.add(client);
    client.on('error', () => undefined);
  }
  return client;
}

/**
 * A query builder on the data source's own pg pool (one pool per service: TypeORM's, with its size and
 * timeouts) whose unqualified tables are `schema`'s. The schema is the connections' `search_path`, set once
 * per connection when Kysely first uses it, rather than Kysely's `withSchema()`: that plugin re-walks every
 * query and doubled the CPU of building intake's insert (0.10 → 0.20 ms a request). TypeORM's own SQL names
 * its schema, so the setting does not concern it.
 */
export function kyselyFor<DB>(dataSource: DataSource, schema: string): Kysely<DB> {
  const driver = dataSource.driver;
  if (!(driver instanceof PostgresDriver)) throw new Error('kyselyFor() needs a Postgres data source');
  if (!dataSource.isInitialized) throw new Error('kyselyFor() needs an initialized data source (its pool)');
  // TypeORM declares its pool `any`; it is the pg Pool it created from our options.
  const pool: Pool = driver.master;
  const taken = schemaOfPool.get(pool);
  if (taken !== undefined && taken !== schema) throw new Error(`this pool's connections are set to schema ${taken}, not ${schema}`);
  schemaOfPool.set(pool, schema);
  const setSchema = CompiledQuery.raw(`SET search_path TO ${quoteIdent(schema)}`);
  return new Kysely<DB>({
    dialect: new PostgresDialect({
      // Kysely never ends the pool (the data source does), and every client it takes is guarded. It reads
      // the pool's options to cancel a query on a connection of its own.
      pool: { options: pool.options, connect: async () => guardedClient(await pool.connect()), end: async () => undefined },
      onCreateConnection: async (connection) => {
        await connection.executeQuery(setSchema);
      },
    }),
  });
}

/** The database's clock, for timestamps written in SQL (`updated_at = now()`). */
export const sqlNow = sql<Date>`now()`;

/** Page `page` (from 1) of `pageSize` rows of a list query: `.$call(pageOf(query))` after its ordering. */
export function pageOf({ page, pageSize }: { page: number; pageSize: number }) {
  return <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) => query.limit(pageSize).offset((page - 1) * pageSize);
}
