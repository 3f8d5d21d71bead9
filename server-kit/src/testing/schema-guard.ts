import { kyselyFor } from '../database/kysely';
import { openSchemaDatabase, type SchemaDatabase, type SchemaDatabaseOptions } from '../database/schema-database';
import { dropSchema, uniqueSchemaName } from './test-schema';

/** The part of `information_schema` the description is read from. */
interface InformationSchema {
  'information_schema.columns': {
    table_schema: string;
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: 'YES' | 'NO';
    column_default: string | null;
    is_identity: 'YES' | 'NO';
    is_generated: 'ALWAYS' | 'NEVER';
  };
}

/** The migrated tables of `schema` (its `migrations` table left out), described as `SchemaDescription` does. */
export async function describeMigratedSchema(database: SchemaDatabase): Promise<Record<string, Record<string, string>>> {
  const columns = await kyselyFor<InformationSchema>(database)
    .selectFrom('information_schema.columns')
    .select(['table_name', 'column_name', 'data_type', 'is_nullable', 'column_default', 'is_identity', 'is_generated'])
    .where('table_schema', '=', database.schema)
    .where('table_name', '<>', 'migrations')
    .execute();
  const tables: Record<string, Record<string, string>> = {};
  for (const c of columns) {
    const filled = c.column_default !== null || c.is_identity === 'YES' || c.is_generated === 'ALWAYS';
    (tables[c.table_name] ??= {})[c.column_name] = `${c.data_type}${c.is_nullable === 'YES' ? ' null' : ''}${filled ? ' default' : ''}`;
  }
  return tables;
}

/**
 * Migrates a new schema with `migrations`, describes it (see `describeMigratedSchema`) and drops it: what
 * a service's type guard compares its `SchemaDescription` with.
 */
export async function describeFreshlyMigratedSchema(options: { url: string; migrations: SchemaDatabaseOptions['migrations']; prefix: string }): Promise<Record<string, Record<string, string>>> {
  const schema = uniqueSchemaName(options.prefix);
  try {
    const database = await openSchemaDatabase({ url: options.url, schema, migrations: options.migrations, poolSize: 1 });
    try {
      return await describeMigratedSchema(database);
    } finally {
      await database.close();
    }
  } finally {
    await dropSchema(options.url, schema);
  }
}
