import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { runDir } from '../stack';

test('with billing stopped, its routes answer a JSON 503 within 1 s and the others still work', async ({ request }) => {
  const pids: Record<string, number> = JSON.parse(readFileSync(join(runDir, 'pids.json'), 'utf8'));
  process.kill(pids['svc-billing'], 'SIGTERM');
  await expect.poll(() => isAlive(pids['svc-billing']), { timeout: 15_000 }).toBe(false);

  const started = Date.now();
  const res = await request.get('/api/subscription-plans');
  const elapsed = Date.now() - started;
  expect(res.status()).toBe(503);
  expect(res.headers()['content-type']).toContain('application/json');
  expect((await res.json()).error.code).toBe('ServiceUnavailable');
  expect(elapsed).toBeLessThan(1000);

  expect((await request.get('/api/admin/status')).status()).toBe(401);
  const health = await request.get('/healthz');
  expect(health.status()).toBe(503);
  const report = await health.json();
  expect(report.status).toBe('degraded');
  expect(report.checks.billing.status).toBe('down');
  expect(report.checks.admin.status).toBe('up');
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
