import { BusinessIntakeRequest, BusinessIntakeResponse, ErrorEnvelope, HealthReport, WorkflowSelectionResponse } from '@biz/contracts';
import { DATABASE_DEADLINES_MS } from '@biz/server-kit';
import { fromClientAddress, type ToggleProxy, startToggleProxy, startWorkerProcess, waitUntil, type WorkerProcess } from '@biz/server-kit/testing';
import { exampleIntake } from '@biz/contracts/testing';
import { startIntakeTestApp, type IntakeTestApp } from '../testing/intake-test-app';

// svc-intake and the real worker process each reach Postgres and Redis through a proxy the test can cut,
// so an outage is simulated for them alone: the shared servers keep running for everyone else.
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const hostPort = (url: string) => ({ host: new URL(url).hostname, port: Number(new URL(url).port) });

const body = BusinessIntakeRequest.parse(exampleIntake);

// The goal: a request that needs a dependency that is down is answered within this.
const FAIL_FAST_MS = 2_000;

let postgres: ToggleProxy;
let redis: ToggleProxy;
let workerRedis: ToggleProxy;
let t: IntakeTestApp;
let worker: WorkerProcess;
let nextIp = 1;

// Each request comes from its own address unless a test says otherwise, so its rate count needs Redis.
function post(url: string, payload: object, ip = `10.9.0.${nextIp++}`) {
  return timed(() => t.app.inject({ method: 'POST', url, headers: { ...fromClientAddress(ip) }, payload }));
}

async function timed<T>(call: () => Promise<T>): Promise<{ res: T; ms: number }> {
  const started = performance.now();
  const res = await call();
  return { res, ms: Math.round(performance.now() - started) };
}

async function readiness() {
  const res = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, report: HealthReport.parse(res.json()) };
}

function expectUnavailable({ res, ms }: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(503);
  expect(ErrorEnvelope.parse(res.json()).error.code).toBe('ServiceUnavailable');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(ms).toBeLessThan(FAIL_FAST_MS);
}

async function sourcesOfSuggestions(clientId: string): Promise<string[]> {
  const rows = await t.query<{ source: string }>(`SELECT source FROM $schema.generations WHERE submission_id = $1 AND kind = 'suggestions'`, [clientId]);
  return rows.map((r) => r.source);
}

beforeAll(async () => {
  [postgres, redis, workerRedis] = await Promise.all([startToggleProxy(hostPort(databaseUrl)), startToggleProxy(hostPort(redisUrl)), startToggleProxy(hostPort(redisUrl))]);
  t = await startIntakeTestApp({
    DATABASE_URL: postgres.urlThrough(databaseUrl),
    REDIS_URL: redis.urlThrough(redisUrl),
    // Suggestions come from the worker: the producer and its QueueEvents must come back after an outage too.
    SUGGESTIONS_FROM: 'worker',
    SUGGESTION_DEADLINE_MS: '3000',
    INTAKE_RATE_LIMIT_PER_MINUTE: '1000',
  });
  worker = await startWorkerProcess({ QUEUE_PREFIX: t.env.QUEUE_PREFIX, REDIS_URL: workerRedis.urlThrough(redisUrl) });
}, 30_000);

afterEach(async () => {
  // Whatever a test cut is restored, even when it failed half-way.
  await Promise.all([postgres.resume(), redis.resume(), workerRedis.resume()]);
});

// A worker process finishing its jobs and the app closing its connections through three proxies: on a loaded
// machine that can outlast Jest's default 5 s for a hook (it did once in eight CI runs), and twice 30 s or
// more after every test had passed. The worker is killed after its stop's grace (15 s); the app's close is
// given 20 s, then the proxies cut whatever it still holds (Jest's --forceExit ends the rest).
afterAll(async () => {
  await worker?.stop();
  await Promise.race([t?.close(), new Promise((resolve) => setTimeout(resolve, 20_000).unref())]);
  await Promise.all([postgres?.close(), redis?.close(), workerRedis?.close()]);
}, 60_000);

describe('Postgres down', () => {
  it('is a 503 with Retry-After within 2 s, readiness names postgres, and the same request succeeds once it is back', async () => {
    await postgres.pause();
    const cut = await post('/api/business-intake', body);
    expectUnavailable(cut);
    const ready = await readiness();
    expect(ready.status).toBe(503);
    expect(ready.report.checks).toMatchObject({ postgres: { status: 'down' }, redis: { status: 'up' } });

    await postgres.resume();
    const back = await post('/api/business-intake', body);
    expect(back.res.statusCode).toBe(200);
    expect(BusinessIntakeResponse.parse(back.res.json()).client.businessName).toBe(body.businessName);
    expect((await readiness()).status).toBe(200);
    console.info(`Postgres cut: 503 in ${cut.ms} ms; back: 200 in ${back.ms} ms`);
  });

  it('gives up a query Postgres never answers at the query deadline instead of holding the visitor', async () => {
    await postgres.stall();
    const silent = await post('/api/business-intake', body);
    expect(silent.res.statusCode).toBe(503);
    expect(silent.ms).toBeLessThan(DATABASE_DEADLINES_MS.query + 1_000);
    const probe = await timed(readiness);
    expect(probe.res.report.checks.postgres).toMatchObject({ status: 'down' });
    expect(probe.ms).toBeLessThan(2_500);

    await postgres.resume();
    expect((await post('/api/business-intake', body)).res.statusCode).toBe(200);
    console.info(`Postgres silent: 503 in ${silent.ms} ms, /readyz down in ${probe.ms} ms`);
  }, 15_000);
});

describe('Redis down', () => {
  it('is a 503 within 2 s for the rate count and for a job to enqueue, readiness names redis, and all recovers', async () => {
    // An address seen before the cut: its rate count is kept in memory, so the request reaches the job producer.
    const knownIp = '10.9.1.1';
    const { res: first } = await post('/api/business-intake', body, knownIp);
    const { client, suggestions } = BusinessIntakeResponse.parse(first.json());

    await redis.pause();
    const rateCount = await post('/api/business-intake', body);
    expectUnavailable(rateCount);
    const enqueue = await post('/api/workflow-selection', { clientId: client.id, selectedWorkflows: suggestions.slice(0, 1) }, knownIp);
    expectUnavailable(enqueue);
    const ready = await readiness();
    expect(ready.status).toBe(503);
    expect(ready.report.checks).toMatchObject({ postgres: { status: 'up' }, redis: { status: 'down' } });

    await redis.resume();
    // ioredis reconnects on its own schedule (a few hundred ms here); no app is rebuilt.
    await waitUntil(async () => (await readiness()).status === 200, 5_000);
    const back = await post('/api/business-intake', body);
    expect(back.res.statusCode).toBe(200);
    // Answered by the worker, not by the catalog fallback: the producer and its completion events are back too.
    expect(await sourcesOfSuggestions(BusinessIntakeResponse.parse(back.res.json()).client.id)).toEqual(['catalog']);
    console.info(`Redis cut: 503 in ${rateCount.ms} ms (rate count), ${enqueue.ms} ms (enqueue); back: 200 in ${back.ms} ms`);
  }, 15_000);

  it('is a 503 within 2 s when Redis stops answering', async () => {
    await redis.stall();
    const silent = await post('/api/business-intake', body);
    expectUnavailable(silent);
    await redis.resume();
    await waitUntil(async () => (await readiness()).status === 200, 5_000);
    expect((await post('/api/business-intake', body)).res.statusCode).toBe(200);
    console.info(`Redis silent: 503 in ${silent.ms} ms`);
  }, 15_000);
});

describe('the worker process and the inbox through a Redis outage', () => {
  it('stay up, and a plan asked for after Redis is back is generated and delivered', async () => {
    const { res } = await post('/api/business-intake', body);
    const { client, suggestions } = BusinessIntakeResponse.parse(res.json());

    const before = worker.output().length;
    await Promise.all([workerRedis.pause(), redis.pause()]);
    // Back only once both sides felt it: the service's readiness names Redis and the worker's reconnection failed.
    await waitUntil(async () => (await readiness()).status === 503, 5_000);
    expect((await readiness()).status).toBe(503);
    const felt = () => worker.output().slice(before);
    await waitUntil(() => felt().includes('worker lost Redis'), 10_000);
    expect(felt()).toContain('worker lost Redis');
    await Promise.all([workerRedis.resume(), redis.resume()]);
    expect(worker.child.exitCode).toBeNull();
    await waitUntil(async () => (await readiness()).status === 200, 5_000);

    const selected = await post('/api/workflow-selection', { clientId: client.id, selectedWorkflows: suggestions.slice(0, 2) });
    expect(WorkflowSelectionResponse.parse(selected.res.json())).toMatchObject({ success: true, planStatus: 'pending' });
    const recovered = performance.now();
    let status: string | undefined;
    await waitUntil(async () => {
      [{ status } = { status: undefined }] = await t.query<{ status: string }>(`SELECT status FROM $schema.plans WHERE submission_id = $1`, [client.id]);
      return status === 'generated';
    }, 15_000);
    expect(status).toBe('generated');
    expect(worker.output()).toContain('worker lost Redis');
    console.info(`worker and inbox after a Redis outage: plan generated ${Math.round(performance.now() - recovered)} ms after the selection`);
  }, 30_000);
});
