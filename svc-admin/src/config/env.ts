import { CommonEnv, parseEnv, Port, SchemaName } from '@biz/server-kit';
import { z } from 'zod';

export const AdminEnv = z.object({
  ...CommonEnv,
  ADMIN_PORT: Port.default(3003),
  ADMIN_DB_SCHEMA: SchemaName.default('admin'),
});
export type AdminEnv = z.infer<typeof AdminEnv>;

/** Parsed once at boot; a bad variable stops the process with every problem listed. */
export function loadAdminEnv(source: Record<string, string | undefined> = process.env): Readonly<AdminEnv> {
  return parseEnv(AdminEnv, source);
}
