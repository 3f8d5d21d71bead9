import { openSchemaDatabase, quoteIdent } from '@biz/server-kit';
import { uniqueSchemaName, withPgClient } from '@biz/server-kit/testing';
import { INTAKE_MIGRATIONS } from '../app.module';
import { loadIntakeEnv } from '../config/env';

const url = loadIntakeEnv(process.env).DATABASE_URL;

// In a database of its own: pg_trgm is per database, and the shared one has it already.
it('creates pg_trgm once, in public, when fresh schemas migrate at the same time, and its trigram indexes in each', async () => {
  const database = uniqueSchemaName('intake_trgm');
  await withPgClient(url, (c) => c.query(`CREATE DATABASE ${quoteIdent(database)}`));
  try {
    const databaseUrl = new URL(url);
    databaseUrl.pathname = `/${database}`;
    const schemas = ['intake_a', 'intake_b', 'intake_c'];
    const sources = await Promise.all(schemas.map((schema) => openSchemaDatabase({ url: databaseUrl.href, schema, migrations: INTAKE_MIGRATIONS, poolSize: 1 })));
    try {
      const db = sources[0];
      expect(await db.query(`SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`)).toEqual([{ nspname: 'public' }]);
      const trigramIndexes = await db.query(`SELECT schemaname, indexname FROM pg_indexes WHERE indexdef LIKE '%gin_trgm_ops%' ORDER BY 1, 2`);
      expect(trigramIndexes).toEqual(schemas.flatMap((schemaname) => ['submissions_business_name_trgm_idx', 'submissions_contact_email_trgm_idx'].map((indexname) => ({ schemaname, indexname }))));
      expect(await db.query(`SELECT reloptions FROM pg_class WHERE oid = 'intake_a.submissions'::regclass`)).toEqual([{ reloptions: ['parallel_workers=0'] }]);
    } finally {
      await Promise.all(sources.map((s) => s.close()));
    }
  } finally {
    await withPgClient(url, (c) => c.query(`DROP DATABASE ${quoteIdent(database)} WITH (FORCE)`));
  }
});
