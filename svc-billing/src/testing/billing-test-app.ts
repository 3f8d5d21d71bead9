import { createServiceApp, REDIS, SchemaDatabase, type Redis } from '@biz/server-kit';
import { clearRedisPrefix, dropSchema, signingInternalCalls, uniqueSchemaName } from '@biz/server-kit/testing';
import type { StripeSimulatorServer } from '@biz/stripe-simulator/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { billingAppOptions } from '../app.module';
import { loadBillingEnv, type BillingEnv } from '../config/env';

export const WEBHOOK_SECRET = 'whsec_billingtests';

/** The Stripe prices the tests configure: `price_test_growth_yearly`. */
export const TEST_PRICE_IDS = {
  Starter: { monthly: 'price_test_starter_monthly', yearly: 'price_test_starter_yearly' },
  Growth: { monthly: 'price_test_growth_monthly', yearly: 'price_test_growth_yearly' },
  Enterprise: { monthly: 'price_test_enterprise_monthly', yearly: 'price_test_enterprise_yearly' },
};

/** The env that points svc-billing's real `stripe` SDK at a local fake. */
export function stripeEnvFor(fake: Pick<StripeSimulatorServer, 'url'>): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_billingtests',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_billingtests',
    STRIPE_API_URL: fake.url,
    STRIPE_PRICE_IDS: JSON.stringify(TEST_PRICE_IDS),
  };
}

/** svc-billing on its own schema and queue prefix, as integration tests drive it (app.inject). */
export interface BillingTestApp {
  app: NestFastifyApplication;
  env: Readonly<BillingEnv>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Rows in each checkout table, to prove a refused request wrote nothing. */
  rowCounts(): Promise<Record<string, number>>;
  /** Ids of the jobs waiting (or done) on the worker's queue `ai`. */
  aiJobIds(): Promise<string[]>;
  /** The payload of one job on `ai`, or null. */
  aiJobData(jobId: string): Promise<unknown>;
  close(): Promise<void>;
}

export async function startBillingTestApp(overrides: Record<string, string> = {}): Promise<BillingTestApp> {
  const env = loadBillingEnv({
    ...process.env,
    BILLING_DB_SCHEMA: uniqueSchemaName('billing'),
    QUEUE_PREFIX: `billing-test-${randomUUID().slice(0, 8)}`,
    BILLING_RATE_LIMIT_PER_MINUTE: '10000',
    ...overrides,
  });
  const { app } = await createServiceApp({ ...billingAppOptions(env), logLevel: 'silent' });
  const db = app.get(SchemaDatabase);
  const redis = app.get<Redis>(REDIS);
  const schema = env.BILLING_DB_SCHEMA;
  return {
    app: signingInternalCalls(app, env.SERVICE_TOKEN_SECRET, 'svc-billing'),
    env,
    query: (sql, params) => db.query(sql.replaceAll('$schema', `"${schema}"`), params),
    async rowCounts() {
      const tables = ['orders', 'stripe_events', 'order_emails'];
      const counts = await Promise.all(tables.map(async (t) => Number((await db.query(`SELECT count(*) AS n FROM "${schema}".${t}`))[0].n)));
      return Object.fromEntries(tables.map((t, i) => [t, counts[i]]));
    },
    async aiJobIds() {
      const keys = await redis.keys(`${env.QUEUE_PREFIX}:ai:*`);
      // Job ids are an email id, or one with a suffix (a resend round); the queue's own keys are words.
      return keys.flatMap((key) => /:ai:([0-9a-f-]{36}(?:-[\w-]+)?)$/.exec(key)?.[1] ?? []).sort();
    },
    async aiJobData(jobId) {
      const data = await redis.hget(`${env.QUEUE_PREFIX}:ai:${jobId}`, 'data');
      return data === null ? null : JSON.parse(data);
    },
    async close() {
      await app.close();
      await dropSchema(env.DATABASE_URL, schema);
      await clearRedisPrefix(env.REDIS_URL, env.QUEUE_PREFIX);
    },
  };
}
