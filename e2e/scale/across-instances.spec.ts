import { Endpoints } from '@biz/contracts';
import { scrapeMetric } from '@biz/server-kit/testing';
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { stackEnv } from '../stack';

// The stack runs svc-admin twice behind the gateway (stackEnv's SCALE): what one instance knows, the other
// knows too, because sessions and rate-limit windows live in Redis, not in a process.

/** svc-admin's instances: the k-th listens on ADMIN_PORT + 100 × (k − 1) (scripts/processes.mjs). */
const adminInstances = [0, 100].map((offset) => `http://127.0.0.1:${Number(stackEnv.ADMIN_PORT) + offset}`);

/** Requests each svc-admin instance has answered on a route, by its metrics. */
const servedBy = (route: string) => Promise.all(adminInstances.map((url) => scrapeMetric(url, 'http_requests_total', { route })));

test.skip(!stackEnv.SCALE.includes('svc-admin=2'), 'runs against the scaled stack');

test('an admin session made on one instance is honoured by the other', async ({ request }) => {
  const before = await servedBy(Endpoints.adminStatus.path);
  expect((await request.post(Endpoints.adminLogin.path, { data: { password: stackEnv.ADMIN_PASSWORD } })).ok()).toBe(true);
  for (let i = 0; i < 8; i++) {
    const status = await request.get(Endpoints.adminStatus.path);
    expect(status.status()).toBe(200);
    expect(await status.json()).toMatchObject({ isAdmin: true, authenticated: true });
  }
  const after = await servedBy(Endpoints.adminStatus.path);
  // Both instances answered some of them, each with the session the login made on one of them.
  expect(after.map((count, i) => count - before[i] > 0)).toEqual([true, true]);
});

test("the sign-in limit per email counts across instances: the sixth try in a minute is refused, wherever it lands", async ({ request }) => {
  const email = `limited-${randomUUID().slice(0, 8)}@client.example`;
  // The windows are whole minutes: start the tries well inside one.
  const secondsLeft = 60 - ((Date.now() / 1000) % 60);
  if (secondsLeft < 5) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 100));
  const before = await servedBy(Endpoints.clientLogin.path);
  const statuses: number[] = [];
  let retryAfter: string | undefined;
  for (let i = 0; i < 6; i++) {
    // An instance adds its hits to the shared count in batches, every 100 ms: tries a person makes are further apart.
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    const res = await request.post(Endpoints.clientLogin.path, { data: { email, password: 'not the password' } });
    statuses.push(res.status());
    retryAfter ??= res.headers()['retry-after'];
  }
  // Five per minute (CLIENT_EMAIL_RATE_LIMIT_PER_MINUTE's default): were each instance counting its own, the
  // three tries each saw would all be answered 401.
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  const after = await servedBy(Endpoints.clientLogin.path);
  expect(after.map((count, i) => count - before[i] >= 2)).toEqual([true, true]);
});
