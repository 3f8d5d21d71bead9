import { clearRedisPrefix, dropSchema, freePort, refusalOf, startServiceProcess, uniqueSchemaName } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { loadBillingEnv } from './config/env';

// svc-billing as production runs it, to show what bootstrapService does on a stop signal.
const env = loadBillingEnv({ ...process.env, BILLING_DB_SCHEMA: uniqueSchemaName('billing'), QUEUE_PREFIX: `billing-main-${randomUUID().slice(0, 8)}` });

afterAll(async () => {
  await dropSchema(env.DATABASE_URL, env.BILLING_DB_SCHEMA);
  await clearRedisPrefix(env.REDIS_URL, env.QUEUE_PREFIX);
});

it.each(['SIGTERM', 'SIGINT'] as const)('%s: closes, exits 0 and has written every log line, the shutdown ones included', async (signal) => {
  const port = await freePort();
  const service = await startServiceProcess(
    'svc-billing',
    { BILLING_PORT: String(port), BILLING_DB_SCHEMA: env.BILLING_DB_SCHEMA, QUEUE_PREFIX: env.QUEUE_PREFIX },
    'svc-billing listening',
  );
  const requestId = `last-words-${signal}`;
  const res = await fetch(`http://127.0.0.1:${port}/api/billing/config`, { headers: { 'x-request-id': requestId } });
  expect(res.status).toBe(200);

  expect(await service.stop(signal)).toBe(0);
  const lines = service.output().trim().split('\n').map((line) => JSON.parse(line) as { msg: string; requestId?: string });
  expect(lines.find((line) => line.requestId === requestId)).toMatchObject({ msg: 'request completed' });
  expect(lines.at(-1)?.msg).toBe(`closing connections (${signal})`);
}, 30_000);

it('refuses to start in production when it would simulate payments, with one message saying what to set', async () => {
  const refusal = await refusalOf(startServiceProcess('svc-billing', { NODE_ENV: 'production', BILLING_PORT: String(await freePort()) }, 'svc-billing listening'));
  expect(refusal).toMatch(/exited with 1 before[\s\S]*STRIPE_SECRET_KEY: required in production[\s\S]*PAYMENTS_MODE=test/);
});
