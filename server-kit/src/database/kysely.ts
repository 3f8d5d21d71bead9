import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Injection token of the service's query builder, a `Kysely<ServiceDb>` on its own schema (see
 * ARCHITECTURE.md, "Data access"). Repositories inject it as `@Inject(KYSELY) db: Kysely<IntakeDb>`.
 */
export const KYSELY = Symbol('KYSELY');

/**
 * A query builder on the data source's own pg pool (one pool per service: TypeORM's, with its size and
 * timeouts) whose unqualified tables are `schema`'s. It never closes the pool: the data source does.
 */
export function kyselyFor<DB>(dataSource: DataSource, schema: string): Kysely<DB> {
  const driver = dataSource.driver;
  if (!(driver instanceof PostgresDriver)) throw new Error('kyselyFor() needs a Postgres data source');
  if (!dataSource.isInitialized) throw new Error('kyselyFor() needs an initialized data source (its pool)');
  // TypeORM declares its pool `any`; it is the pg Pool it created from our options.
  const pool: Pool = driver.master;
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }).withSchema(schema);
}

/** The database's clock, for timestamps written in SQL (`updated_at = now()`). */
export const sqlNow = sql<Date>`now()`;
