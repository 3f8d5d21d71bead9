import { expect, test } from '@playwright/test';
import { healthDetailsUrl } from '../stack';
import { stopProcess } from './stop-process';

test('with billing stopped, its routes answer a JSON 503 within 1 s and the others still work', async ({ request }) => {
  await stopProcess('svc-billing');

  const started = Date.now();
  const res = await request.get('/api/subscription-plans');
  const elapsed = Date.now() - started;
  expect(res.status()).toBe(503);
  expect(res.headers()['content-type']).toContain('application/json');
  expect((await res.json()).error.code).toBe('ServiceUnavailable');
  expect(elapsed).toBeLessThan(1000);

  expect((await request.get('/api/admin/status')).status()).toBe(401);
  const verdict = await request.get('/healthz');
  expect(verdict.status()).toBe(503);
  expect(await verdict.json()).toEqual({ status: 'degraded' });
  const health = await request.get(healthDetailsUrl);
  expect(health.status()).toBe(503);
  const report = await health.json();
  expect(report.status).toBe('degraded');
  expect(report.checks.billing.status).toBe('down');
  expect(report.checks.admin.status).toBe('up');
});
