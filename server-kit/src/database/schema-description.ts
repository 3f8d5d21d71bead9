import type { InsertType, SelectType } from 'kysely';

/**
 * The Postgres types (as `information_schema.columns.data_type` names them) that pg can answer as the TS
 * type `T`. bigint and numeric are strings because pg answers them as text (no precision lost), date because
 * server-kit's Kysely keeps a calendar day as its text; tsvector (full-text search's words) is answered as text.
 */
type PgTypeOf<T> = [T] extends [Date]
  ? 'timestamp with time zone'
  : [T] extends [boolean]
    ? 'boolean'
    : [T] extends [number]
      ? 'integer' | 'smallint'
      : [T] extends [string]
        ? 'text' | 'uuid' | 'bigint' | 'numeric' | 'date' | 'tsvector'
        : 'jsonb';

/**
 * One column as a string, e.g. `'text null'` or `'uuid default'`: its Postgres type, ` null` when its
 * select type allows null, ` default` when an insert may leave it out because the database fills it
 * (`Generated<>`, `GeneratedAlways<>` (a generated column too), or an insert type that allows undefined).
 */
export type ColumnDescription<C> = `${PgTypeOf<NonNullable<SelectType<C>>>}${null extends SelectType<C> ? ' null' : ''}${[InsertType<C>] extends [never]
  ? ' default'
  : undefined extends InsertType<C>
    ? ' default'
    : ''}`;

/**
 * A runtime description of a Kysely database interface: every table, every column. Written once beside the
 * interface with `satisfies SchemaDescription<ServiceDb>`, so the compiler keeps it in step with the types,
 * and compared with the migrated schema by `describeMigratedSchema` (server-kit/testing), so the migrations keep it in step with
 * the database: the types cannot drift from the migrations without a test failing.
 */
export type SchemaDescription<DB> = {
  [T in keyof DB & string]: { [C in keyof DB[T] & string]-?: ColumnDescription<DB[T][C]> };
};
