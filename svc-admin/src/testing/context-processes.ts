import { clearRedisPrefix, dropSchema, freePort, startServiceProcess, uniqueSchemaName, type ServiceProcess } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { startAdminTestApp, type AdminTestApp } from './admin-test-app';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The real svc-intake and svc-billing processes, on schemas and a queue prefix of their own, as svc-admin reads them. */
export interface ContextProcesses {
  intakeUrl: string;
  billingUrl: string;
  /** svc-intake's schema, for a test that seeds many rows at once. */
  intakeSchema: string;
  /** Their BullMQ prefix: svc-admin and a worker on it make one stack with them. */
  queuePrefix: string;
  /** POSTs JSON to one of them, as a visitor's browser would through the gateway. */
  post(url: string, body: unknown): Promise<unknown>;
  close(): Promise<void>;
}

export async function startContextProcesses(): Promise<ContextProcesses> {
  const prefix = `admin-ctx-${randomUUID().slice(0, 8)}`;
  const schemas = { INTAKE_DB_SCHEMA: uniqueSchemaName('intake'), BILLING_DB_SCHEMA: uniqueSchemaName('billing') };
  const [intakePort, billingPort] = [await freePort(), await freePort()];
  const common = { ...schemas, QUEUE_PREFIX: prefix, SUGGESTIONS_FROM: 'catalog', INTAKE_RATE_LIMIT_PER_MINUTE: '1000', BILLING_RATE_LIMIT_PER_MINUTE: '1000' };
  const processes: ServiceProcess[] = [
    await startServiceProcess('svc-intake', { ...common, INTAKE_PORT: String(intakePort) }, 'svc-intake listening'),
    await startServiceProcess('svc-billing', { ...common, BILLING_PORT: String(billingPort) }, 'svc-billing listening'),
  ];
  return {
    intakeUrl: `http://127.0.0.1:${intakePort}`,
    billingUrl: `http://127.0.0.1:${billingPort}`,
    intakeSchema: schemas.INTAKE_DB_SCHEMA,
    queuePrefix: prefix,
    async post(url, body) {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    async close() {
      await Promise.all(processes.map((p) => p.stop()));
      await Promise.all(Object.values(schemas).map((schema) => dropSchema(databaseUrl, schema)));
      await clearRedisPrefix(redisUrl, prefix);
    },
  };
}

/**
 * svc-admin reading fresh svc-intake and svc-billing processes, with an admin session's cookie; `close` ends
 * all three. `overrides` are svc-admin's own env (its admin password, say); `options.now` its clock.
 */
export async function startAdminOnContexts(
  overrides: Record<string, string> = {},
  options: { now?: () => number } = {},
): Promise<{ contexts: ContextProcesses; t: AdminTestApp; cookie: string; close(): Promise<void> }> {
  const contexts = await startContextProcesses();
  const t = await startAdminTestApp({ ...overrides, INTAKE_URL: contexts.intakeUrl, BILLING_URL: contexts.billingUrl, QUEUE_PREFIX: contexts.queuePrefix }, options);
  return {
    contexts,
    t,
    cookie: await t.adminCookie(),
    async close() {
      await t.close();
      await contexts.close();
    },
  };
}
