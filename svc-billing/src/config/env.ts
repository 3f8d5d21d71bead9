import { CommonEnv, parseEnv, Port, SchemaName } from '@biz/server-kit';
import { z } from 'zod';

export const BillingEnv = z.object({
  ...CommonEnv,
  BILLING_PORT: Port.default(3002),
  BILLING_DB_SCHEMA: SchemaName.default('billing'),
});
export type BillingEnv = z.infer<typeof BillingEnv>;

/** Parsed once at boot; a bad variable stops the process with every problem listed. */
export function loadBillingEnv(source: Record<string, string | undefined> = process.env): Readonly<BillingEnv> {
  return parseEnv(BillingEnv, source);
}
