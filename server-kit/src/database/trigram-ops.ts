import type { QueryRunner } from 'typeorm';
import { quoteIdent } from './schema-database';

/**
 * pg_trgm's operator class, qualified by the schema the extension is in, for a migration's trigram index.
 * One pg_trgm per database, shared by every schema, so it lives in public: in a service's (or a test run's)
 * schema it would go when that schema is dropped, with every index on it. Schemas migrated at the same time
 * (parallel tests) would race to create it; the lock (held until the migration commits) lets the second see
 * the first's. It may already be elsewhere: the answer names wherever it is.
 */
export async function trigramOps(queryRunner: QueryRunner): Promise<string> {
  await queryRunner.query(`SELECT pg_advisory_xact_lock(hashtext('CREATE EXTENSION pg_trgm'))`);
  await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  const [{ nspname }]: Array<{ nspname: string }> = await queryRunner.query(`SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`);
  return `${quoteIdent(nspname)}.gin_trgm_ops`;
}
