import { HealthReport, PublicHealthReport } from '@biz/contracts';
import type { ServerResponse } from 'node:http';
import { request } from 'undici';
import { deadUrl, startUpstream, type FakeUpstream, type RecordedRequest } from '../testing/fake-upstream';
import { startGateway } from '../testing/gateway-harness';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const ready = (_req: RecordedRequest, res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"status":"ok","service":"x","checks":{}}');
};

/** The detailed report, from the gateway's internal listener. */
async function healthz(url: string) {
  const started = Date.now();
  const res = await request(`${url}/healthz`);
  return { status: res.statusCode, body: HealthReport.parse(await res.body.json()), ms: Date.now() - started };
}

async function publicHealthz(url: string) {
  const res = await request(`${url}/healthz`);
  return { status: res.statusCode, text: await res.body.text() };
}

describe('aggregated /healthz against the real Postgres and Redis', () => {
  const upstreams: FakeUpstream[] = [];
  afterEach(async () => {
    await Promise.all(upstreams.splice(0).map((u) => u.close()));
  });
  async function readyService(): Promise<string> {
    const upstream = await startUpstream('svc', ready);
    upstreams.push(upstream);
    return upstream.url;
  }

  it('is ok when every service, the worker, Postgres and Redis are up', async () => {
    const gateway = await startGateway({
      INTAKE_URL: await readyService(), BILLING_URL: await readyService(), ADMIN_URL: await readyService(), WORKER_URL: await readyService(),
      DATABASE_URL: databaseUrl, REDIS_URL: redisUrl,
    });
    try {
      const res = await healthz(gateway.internalUrl);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('ok');
      expect(Object.keys(res.body.checks).sort()).toEqual(['admin', 'billing', 'intake', 'postgres', 'redis', 'worker']);
      expect(Object.values(res.body.checks).every((c) => c.status === 'up')).toBe(true);
    } finally {
      await gateway.close();
    }
  });

  it('counts a scaled process up while one instance is, and names the instances that are down', async () => {
    const [down1, down2] = [await deadUrl(), await deadUrl()];
    const gateway = await startGateway({
      INTAKE_URL: `${await readyService()},${down1}`, BILLING_URL: await readyService(), ADMIN_URL: await readyService(),
      WORKER_URL: [down1, down2].join(','), DATABASE_URL: databaseUrl, REDIS_URL: redisUrl,
    });
    try {
      const { body } = await healthz(gateway.internalUrl);
      expect(body.checks.intake).toMatchObject({ status: 'up', error: expect.stringMatching(new RegExp(`^1 of 2 instances down \\(${down1}: `)) });
      expect(body.checks.worker).toMatchObject({ status: 'down', error: expect.stringContaining('2 of 2 instances down') });
      expect(body.status).toBe('degraded');
    } finally {
      await gateway.close();
    }
  });

  it('is degraded, naming what is down, when a service, the worker and the databases are unreachable', async () => {
    const notReady = await startUpstream('billing', (_req, res) => { res.writeHead(503); res.end(); });
    upstreams.push(notReady);
    const gateway = await startGateway({
      INTAKE_URL: await deadUrl(), BILLING_URL: notReady.url, ADMIN_URL: await readyService(), WORKER_URL: await deadUrl(),
      DATABASE_URL: `postgres://postgres@${(await deadUrl()).slice('http://'.length)}/postgres`,
      REDIS_URL: `redis://${(await deadUrl()).slice('http://'.length)}`,
    });
    try {
      const res = await healthz(gateway.internalUrl);
      expect(res.status).toBe(503);
      expect(res.body.status).toBe('degraded');
      expect(res.body.checks).toMatchObject({
        intake: { status: 'down' }, billing: { status: 'down', error: '/readyz answered 503' }, admin: { status: 'up' },
        worker: { status: 'down' }, postgres: { status: 'down' }, redis: { status: 'down' },
      });
      expect(res.ms).toBeLessThan(1_500);
    } finally {
      await gateway.close();
    }
  });

  it('gives up on a service that accepts but never answers, within the deadline', async () => {
    const silent = await startUpstream('intake', () => undefined);
    upstreams.push(silent);
    const gateway = await startGateway({
      INTAKE_URL: silent.url, BILLING_URL: await readyService(), ADMIN_URL: await readyService(), WORKER_URL: await readyService(),
      DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, HEALTH_TIMEOUT_MS: '300',
    });
    try {
      const res = await healthz(gateway.internalUrl);
      expect(res.status).toBe(503);
      expect(res.body.checks.intake).toMatchObject({ status: 'down', error: 'no answer within 300 ms' });
      expect(res.body.checks.billing.status).toBe('up');
      expect(res.ms).toBeLessThan(1_000);
    } finally {
      await gateway.close();
    }
  });

  it('/readyz answers for the gateway alone', async () => {
    const gateway = await startGateway({ INTAKE_URL: await deadUrl() });
    try {
      const res = await request(`${gateway.url}/readyz`);
      expect(res.statusCode).toBe(200);
      expect(HealthReport.parse(await res.body.json())).toEqual({ status: 'ok', service: 'gateway', checks: {} });
    } finally {
      await gateway.close();
    }
  });

  it('says only ok or degraded on the public port: no part names, hosts or error strings', async () => {
    const gateway = await startGateway({
      INTAKE_URL: await readyService(), BILLING_URL: await readyService(), ADMIN_URL: await readyService(), WORKER_URL: await readyService(),
      DATABASE_URL: 'postgres://postgres:hunter2@db-primary.invalid:5432/postgres', REDIS_URL: redisUrl,
    });
    try {
      const verdict = await publicHealthz(gateway.url);
      expect(verdict.status).toBe(503);
      expect(JSON.parse(verdict.text)).toEqual(PublicHealthReport.parse({ status: 'degraded' }));
      expect(verdict.text).not.toMatch(/postgres|db-primary|ENOTFOUND|hunter2/);
      const details = await healthz(gateway.internalUrl);
      expect(details.body.checks.postgres).toMatchObject({ status: 'down', error: expect.stringContaining('db-primary.invalid') });
    } finally {
      await gateway.close();
    }
  });

  it('answers a burst of probes, public and internal, with one round of checks per HEALTH_CACHE_MS', async () => {
    let probes = 0;
    const counted = await startUpstream('intake', (req, res) => {
      probes += 1;
      ready(req, res);
    });
    upstreams.push(counted);
    const gateway = await startGateway({
      INTAKE_URL: counted.url, BILLING_URL: await readyService(), ADMIN_URL: await readyService(), WORKER_URL: await readyService(),
      DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, HEALTH_CACHE_MS: '60000',
    });
    try {
      const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => publicHealthz(i % 2 ? gateway.url : gateway.internalUrl)));
      expect(burst.map((r) => r.status)).toEqual(Array(20).fill(200));
      await publicHealthz(gateway.url);
      expect(probes).toBe(1);
    } finally {
      await gateway.close();
    }
  });
});
