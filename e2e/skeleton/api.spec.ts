import { expect, test } from '@playwright/test';
import { HealthReport, SubscriptionPlansResponse } from '@biz/contracts';
import { gatewayUrl, healthDetailsUrl } from '../stack';

test('healthz says ok in public and names every service, the worker, Postgres and Redis as up internally', async ({ request }) => {
  const verdict = await request.get('/healthz');
  expect(verdict.status()).toBe(200);
  expect(await verdict.json()).toEqual({ status: 'ok' });
  const res = await request.get(healthDetailsUrl);
  expect(res.status()).toBe(200);
  const report = HealthReport.parse(await res.json());
  expect(report.status).toBe('ok');
  for (const name of ['intake', 'billing', 'admin', 'worker', 'postgres', 'redis']) {
    expect(report.checks[name]?.status, name).toBe('up');
  }
});

test('each service answers its proof route through the gateway', async ({ request }) => {
  const plans = SubscriptionPlansResponse.parse(await (await request.get('/api/subscription-plans')).json());
  expect(plans.map((p) => p.name)).toEqual(['Starter', 'Growth', 'Enterprise']);

  const status = await request.get('/api/admin/status');
  expect(status.status()).toBe(401);
  expect((await status.json()).error.code).toBeTruthy();

  const intake = await request.post('/api/business-intake', { data: { businessName: '' }, headers: { origin: gatewayUrl } });
  expect(intake.status()).toBe(400);
  expect((await intake.json()).error.fields.businessName).toContain('Business name is required');
});

test('security headers and a request id come with every answer', async ({ request }) => {
  const res = await request.get('/');
  const headers = res.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-request-id']).toBeTruthy();
});
