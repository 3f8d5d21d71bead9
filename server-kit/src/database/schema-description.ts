import type { InsertType, SelectType } from 'kysely';
import type { DataSource } from 'typeorm';
import { dropSchema, uniqueSchemaName } from '../testing/test-schema';
import { openSchemaDataSource, type SchemaDataSourceOptions } from './create-data-source';
import { kyselyFor } from './kysely';

/**
 * The Postgres types (as `information_schema.columns.data_type` names them) that pg can answer as the TS
 * type `T`. bigint is a string because pg answers int8 as text (no precision lost).
 */
type PgTypeOf<T> = [T] extends [Date]
  ? 'timestamp with time zone'
  : [T] extends [boolean]
    ? 'boolean'
    : [T] extends [number]
      ? 'integer' | 'smallint'
      : [T] extends [string]
        ? 'text' | 'uuid' | 'bigint'
        : 'jsonb';

/**
 * One column as a string, e.g. `'text null'` or `'uuid default'`: its Postgres type, ` null` when its
 * select type allows null, ` default` when an insert may leave it out because the database fills it
 * (`Generated<>`, `GeneratedAlways<>`, or an insert type that allows undefined).
 */
export type ColumnDescription<C> = `${PgTypeOf<NonNullable<SelectType<C>>>}${null extends SelectType<C> ? ' null' : ''}${[InsertType<C>] extends [never]
  ? ' default'
  : undefined extends InsertType<C>
    ? ' default'
    : ''}`;

/**
 * A runtime description of a Kysely database interface: every table, every column. Written once beside the
 * interface with `satisfies SchemaDescription<ServiceDb>`, so the compiler keeps it in step with the types,
 * and compared with the migrated schema by `describeMigratedSchema`, so the migrations keep it in step with
 * the database: the types cannot drift from the migrations without a test failing.
 */
export type SchemaDescription<DB> = {
  [T in keyof DB & string]: { [C in keyof DB[T] & string]-?: ColumnDescription<DB[T][C]> };
};

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
  };
}

/** The migrated tables of `schema` (TypeORM's `migrations` table left out), described as `SchemaDescription` does. */
export async function describeMigratedSchema(dataSource: DataSource, schema: string): Promise<Record<string, Record<string, string>>> {
  const columns = await kyselyFor<InformationSchema>(dataSource, schema)
    .selectFrom('information_schema.columns')
    .select(['table_name', 'column_name', 'data_type', 'is_nullable', 'column_default', 'is_identity'])
    .where('table_schema', '=', schema)
    .where('table_name', '<>', 'migrations')
    .execute();
  const tables: Record<string, Record<string, string>> = {};
  for (const c of columns) {
    const filled = c.column_default !== null || c.is_identity === 'YES';
    (tables[c.table_name] ??= {})[c.column_name] = `${c.data_type}${c.is_nullable === 'YES' ? ' null' : ''}${filled ? ' default' : ''}`;
  }
  return tables;
}

/**
 * Migrates a new schema with `migrations`, describes it (see `describeMigratedSchema`) and drops it: what
 * a service's type guard compares its `SchemaDescription` with.
 */
export async function describeFreshlyMigratedSchema(options: { url: string; migrations: SchemaDataSourceOptions['migrations']; prefix: string }): Promise<Record<string, Record<string, string>>> {
  const schema = uniqueSchemaName(options.prefix);
  try {
    const dataSource = await openSchemaDataSource({ url: options.url, schema, entities: [], migrations: options.migrations, poolSize: 1 });
    try {
      return await describeMigratedSchema(dataSource, schema);
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await dropSchema(options.url, schema);
  }
}
