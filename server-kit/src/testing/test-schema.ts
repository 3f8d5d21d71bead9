import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { quoteIdent } from '../database/schema-database';

/** A schema name no other run uses: integration tests migrate into it and drop it afterwards. */
export function uniqueSchemaName(prefix: string): string {
  return `${prefix}_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

/** Runs `use` on a connection of its own to `databaseUrl`, closed afterwards whatever happened. */
export async function withPgClient<T>(databaseUrl: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Drops a test schema and everything in it. */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  await withPgClient(databaseUrl, (client) => client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`));
}
