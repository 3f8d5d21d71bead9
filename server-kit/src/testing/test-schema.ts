import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { quoteIdent } from '../database/schema-database';

/** A schema name no other run uses: integration tests migrate into it and drop it afterwards. */
export function uniqueSchemaName(prefix: string): string {
  return `${prefix}_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

/** Drops a test schema and everything in it. */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  } finally {
    await client.end();
  }
}
