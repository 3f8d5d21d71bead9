import { CommonEnv, parseEnv, Port, SchemaName } from '@biz/server-kit';
import { z } from 'zod';

export const IntakeEnv = z.object({
  ...CommonEnv,
  INTAKE_PORT: Port.default(3001),
  INTAKE_DB_SCHEMA: SchemaName.default('intake'),
});
export type IntakeEnv = z.infer<typeof IntakeEnv>;

/** Parsed once at boot; a bad variable stops the process with every problem listed. */
export function loadIntakeEnv(source: Record<string, string | undefined> = process.env): Readonly<IntakeEnv> {
  return parseEnv(IntakeEnv, source);
}
