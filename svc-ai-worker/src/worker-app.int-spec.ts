import { HealthReport, METRICS_PATH, SystemPingJob } from '@biz/contracts';
import { createJobProducer, JobTimedOut, type JobProducer } from '@biz/server-kit/without-nest';
import { clearRedisPrefix, freePort, metricValue } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { parseWorkerEnv } from './config/env';
import { startWorkerApp, type WorkerApp } from './worker-app';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = { info: () => undefined, error: () => undefined };

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
}

describe('svc-ai-worker against the real Redis', () => {
  let prefix: string;
  let producer: JobProducer;
  let app: WorkerApp | undefined;

  beforeEach(() => {
    // A unique prefix per test: parallel runs and other tests never see each other's jobs.
    prefix = `biz-test-${randomUUID().slice(0, 8)}`;
    producer = createJobProducer({ redisUrl, prefix });
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
    await producer.close();
    await clearRedisPrefix(redisUrl, prefix);
  });

  function env(overrides: Record<string, string> = {}) {
    return parseWorkerEnv({ REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, WORKER_PORT: '0', ...overrides });
  }

  it('answers a producer ping through the real worker', async () => {
    app = await startWorkerApp(env(), silent);
    const nonce = randomUUID();
    const answer = await producer.enqueueAndWait(SystemPingJob, { nonce }, { timeoutMs: 5_000 });
    expect(answer.nonce).toBe(nonce);
    expect(answer.workerId).toBe(app.workerId);
    expect(answer.workerId).toMatch(new RegExp(`:${process.pid}$`));
    expect(Date.now() - Date.parse(answer.answeredAt)).toBeLessThan(5_000);
  });

  it('serves its Prometheus metrics: the jobs it ran and the depth of its queue, read from Redis', async () => {
    app = await startWorkerApp(env(), silent);
    const scrape = async () => (await fetch(`http://127.0.0.1:${app!.port}${METRICS_PATH}`)).text();
    const ping = { queue: 'ai', job: SystemPingJob.name, outcome: 'completed' };
    const before = metricValue(await scrape(), 'jobs_total', ping);
    await producer.enqueueAndWait(SystemPingJob, { nonce: randomUUID() }, { timeoutMs: 5_000 });
    await producer.enqueueAndWait(SystemPingJob, { nonce: randomUUID() }, { timeoutMs: 5_000 });
    const text = await scrape();
    expect(metricValue(text, 'jobs_total', ping) - before).toBe(2);
    expect(text).toMatch(/^queue_jobs\{queue="ai",state="waiting"\} 0$/m);
    expect(text).toMatch(/^queue_jobs\{queue="ai",state="active"\} \d+$/m);
  });

  it('times out when no worker runs', async () => {
    await expect(producer.enqueueAndWait(SystemPingJob, { nonce: 'nobody-home' }, { timeoutMs: 300 })).rejects.toBeInstanceOf(JobTimedOut);
  });

  it('does not answer jobs of another queue prefix', async () => {
    app = await startWorkerApp(env({ QUEUE_PREFIX: `${prefix}-other` }), silent);
    await expect(producer.enqueueAndWait(SystemPingJob, { nonce: 'elsewhere' }, { timeoutMs: 300 })).rejects.toBeInstanceOf(JobTimedOut);
  });

  it('serves liveness and readiness as HealthReport, and frees the port on close', async () => {
    app = await startWorkerApp(env(), silent);
    const base = `http://127.0.0.1:${app.port}`;
    const live = await getJson(`${base}/healthz`);
    expect(live.status).toBe(200);
    expect(HealthReport.parse(live.body)).toMatchObject({ status: 'ok', service: 'svc-ai-worker' });

    const ready = await getJson(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(HealthReport.parse(ready.body)).toMatchObject({ status: 'ok', checks: { redis: { status: 'up' }, worker: { status: 'up' } } });

    await app.close();
    app = undefined;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it('is not ready when Redis cannot be reached', async () => {
    const deadRedis = `redis://127.0.0.1:${await freePort()}`;
    app = await startWorkerApp(env({ REDIS_URL: deadRedis }), silent);
    const started = Date.now();
    const ready = await getJson(`http://127.0.0.1:${app.port}/readyz`);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(ready.status).toBe(503);
    expect(HealthReport.parse(ready.body)).toMatchObject({ status: 'degraded', checks: { redis: { status: 'down' } } });
  });
});
