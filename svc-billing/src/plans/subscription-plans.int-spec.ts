import { HealthReport, SubscriptionPlanSeed, SubscriptionPlansResponse } from '@biz/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SchemaDatabase } from '@biz/server-kit';
import type { BillingEnv } from '../config/env';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app';

let t: BillingTestApp;
let app: NestFastifyApplication;
let env: Readonly<BillingEnv>;

beforeAll(async () => {
  t = await startBillingTestApp();
  ({ app, env } = t);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/subscription-plans', () => {
  it('lists Starter, Growth and Enterprise from the database, priced as the contracts seed says', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/subscription-plans' });
    expect(res.statusCode).toBe(200);
    const plans = SubscriptionPlansResponse.parse(res.json());
    expect(plans.map((p) => p.name)).toEqual(['Starter', 'Growth', 'Enterprise']);
    expect(plans).toEqual(SubscriptionPlanSeed);
  });

  it('answers what is stored, not a copy of the constant', async () => {
    const dataSource = app.get(SchemaDatabase);
    await dataSource.query(`UPDATE "${env.BILLING_DB_SCHEMA}".subscription_plans SET description = 'changed in the database' WHERE name = 'Growth'`);
    try {
      const plans = SubscriptionPlansResponse.parse((await app.inject({ method: 'GET', url: '/api/subscription-plans' })).json());
      expect(plans[1]).toMatchObject({ name: 'Growth', description: 'changed in the database' });
    } finally {
      const growth = SubscriptionPlanSeed[1];
      await dataSource.query(`UPDATE "${env.BILLING_DB_SCHEMA}".subscription_plans SET description = $1 WHERE name = 'Growth'`, [growth.description]);
    }
  });

  it('ran its migration in its own schema only', async () => {
    const rows: Array<{ table_name: string }> = await app
      .get(SchemaDatabase)
      .query(`SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`, [env.BILLING_DB_SCHEMA]);
    expect(rows.map((r) => r.table_name)).toEqual(['billing_customers', 'checkout_resume_links', 'migrations', 'order_emails', 'orders', 'simulated_clock', 'simulated_stripe', 'stripe_events', 'subscription_plans', 'subscriptions']);
  });
});

describe('health', () => {
  it('is live and ready with Postgres and Redis up', async () => {
    const live = await app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(HealthReport.parse(live.json())).toEqual({ status: 'ok', service: 'svc-billing', checks: {} });

    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    const report = HealthReport.parse(ready.json());
    expect(report.status).toBe('ok');
    expect(report.checks.postgres).toMatchObject({ status: 'up' });
    expect(report.checks.redis).toMatchObject({ status: 'up' });
  });

  it('echoes the caller\'s request id, and makes one up when there is none', async () => {
    const given = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'req-abc.123' } });
    expect(given.headers['x-request-id']).toBe('req-abc.123');
    const made = await app.inject({ method: 'GET', url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown route with the error envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NotFound', message: expect.any(String) } });
  });
});
