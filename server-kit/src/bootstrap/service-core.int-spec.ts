import { BadRequestException, Body, Controller, Get, Inject, Module, Post, type DynamicModule } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { HealthReport, METRICS_PATH } from '@biz/contracts';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { SchemaDatabase } from '../database/schema-database';
import { parseEnv } from '../env/parse-env';
import { CommonEnv } from '../env/common-env';
import { AppError } from '../errors/app-error';
import { parseOrFail } from '../errors/parse-or-fail';
import { DEVELOPMENT_CLIENT_ADDRESS_KEY } from '../http/client-address-proof';
import { REDIS } from '../redis/redis.module';
import { metricValue } from '../testing/metrics-text';
import { dropSchema, uniqueSchemaName } from '../testing/test-schema';
import { createServiceApp } from './bootstrap-service';
import { ServiceCoreModule } from './service-core.module';

const Greeting = z.object({ name: z.string().min(1, 'Name is required') });

// What a lead's row and a checkout hold: they must never reach a log line.
const email = 'ada.lovelace@example.com';
const clientSecret = 'pi_3QxAbc123_secret_Zy9Wv8';

@Controller('api')
class ProbeController {
  constructor(@Inject(SchemaDatabase) private readonly db: SchemaDatabase) {}

  /** A unique violation: pg's `detail` names the row. */
  @Get('duplicate-lead')
  async duplicateLead(): Promise<never> {
    await this.db.query(`INSERT INTO "${schema}".leads (email, client_secret) VALUES ($1, $2)`, [email, clientSecret]);
    throw new Error('unreachable: the lead exists');
  }

  /** A cast error: pg quotes the value in the message itself. */
  @Get('bad-cast')
  async badCast(): Promise<never> {
    await this.db.query('SELECT $1::int, $2::text', [email, clientSecret]);
    throw new Error('unreachable: the cast fails');
  }
  @Post('greet')
  greet(@Body({ transform: (value: unknown) => parseOrFail(Greeting, value) }) body: z.infer<typeof Greeting>) {
    return { hello: body.name };
  }

  @Get('crash')
  crash(): never {
    throw new Error('connection to db-7.internal refused, password=hunter2');
  }

  @Get('teapot')
  teapot(): never {
    throw new AppError(409, 'IdempotencyKeyReused', 'The pot is already brewing');
  }

  @Get('nest-bad-request')
  nestBadRequest(): never {
    throw new BadRequestException('Nope');
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

const env = parseEnv(z.object(CommonEnv), process.env);
const schema = uniqueSchemaName('kit');
const logs: string[] = [];
let app: NestFastifyApplication;

function appModule(): DynamicModule {
  return {
    module: class ProbeAppModule {},
    imports: [
      ServiceCoreModule.forRoot({ service: 'svc-probe', redisUrl: env.REDIS_URL, serviceTokenSecret: env.SERVICE_TOKEN_SECRET, database: { url: env.DATABASE_URL, schema, migrations: [] } }),
      ProbeModule,
    ],
  };
}

beforeAll(async () => {
  // Capture the JSON log lines the app writes, to check what reaches the log and with which request id.
  const logDestination = { write: (line: string) => logs.push(line) };
  ({ app } = await createServiceApp({ module: appModule(), name: 'svc-probe', logLevel: 'info', logDestination, clientAddressKey: DEVELOPMENT_CLIENT_ADDRESS_KEY }));
  const db = app.get(SchemaDatabase);
  await db.query(`CREATE TABLE "${schema}".leads (email text PRIMARY KEY, client_secret text NOT NULL)`);
  await db.query(`INSERT INTO "${schema}".leads VALUES ($1, $2)`, [email, clientSecret]);
});

afterAll(async () => {
  await app?.close();
  await dropSchema(env.DATABASE_URL, schema);
});

describe('a service built on ServiceCoreModule', () => {
  it('creates its schema at boot', async () => {
    const rows: unknown[] = await app.get(SchemaDatabase).query('SELECT 1 FROM information_schema.schemata WHERE schema_name = $1', [schema]);
    expect(rows).toHaveLength(1);
  });

  it('parses bodies with the contract and answers bad ones with the field messages', async () => {
    const ok = await app.inject({ method: 'POST', url: '/api/greet', payload: { name: 'Ada' } });
    expect(ok.json()).toEqual({ hello: 'Ada' });
    const bad = await app.inject({ method: 'POST', url: '/api/greet', payload: { name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: 'ValidationFailed', message: 'Validation failed', fields: { name: ['Name is required'] } } });
  });

  it('answers a crash with a bare 500 and logs the cause with the request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/crash', headers: { 'x-request-id': 'crash-req-1' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'Internal', message: 'Internal server error' } });
    expect(res.body).not.toContain('hunter2');
    expect(res.headers['x-request-id']).toBe('crash-req-1');
    const line = logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(line).toMatchObject({ level: 50, requestId: 'crash-req-1', err: { message: expect.stringContaining('db-7.internal') } });
  });

  it.each(['duplicate-lead', 'bad-cast'])('logs a failing query (%s) with no email and no client secret, keeping what says what failed', async (route) => {
    const requestId = `leaky-${route}`;
    const res = await app.inject({ method: 'GET', url: `/api/${route}`, headers: { 'x-request-id': requestId } });
    expect(res.statusCode).toBe(500);
    const lines = logs.filter((l) => l.includes(requestId));
    const failed = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(failed.err).toMatchObject({ type: 'DatabaseError', code: route === 'duplicate-lead' ? '23505' : '22P02' });
    if (route === 'duplicate-lead') expect(failed.err).toMatchObject({ constraint: 'leads_pkey', table: 'leads' });
    expect(lines.join('\n')).not.toContain('ada.lovelace');
    expect(lines.join('\n')).not.toMatch(/pi_\w+_secret_/);
  });

  it('answers context errors and Nest exceptions in the envelope', async () => {
    const teapot = await app.inject({ method: 'GET', url: '/api/teapot' });
    expect(teapot.statusCode).toBe(409);
    expect(teapot.json()).toEqual({ error: { code: 'IdempotencyKeyReused', message: 'The pot is already brewing' } });
    const nest = await app.inject({ method: 'GET', url: '/api/nest-bad-request' });
    expect(nest.json()).toEqual({ error: { code: 'BadRequest', message: 'Nope' } });
  });

  it('rejects an oversized body with 413 in the envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/greet', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'PayloadTooLarge' } });
  });

  it('logs one line per request with method, path, status and request id', async () => {
    await app.inject({ method: 'GET', url: '/api/teapot?x=1', headers: { 'x-request-id': 'line-req-2' } });
    const line = logs.map((l) => JSON.parse(l)).find((l) => l.requestId === 'line-req-2' && l.msg === 'request completed');
    expect(line).toMatchObject({ method: 'GET', path: '/api/teapot', statusCode: 409, service: 'svc-probe' });
  });

  it('ignores a request id that could forge log lines', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'evil\nid' } });
    expect(res.headers['x-request-id']).not.toContain('evil');
  });

  // Last: it disconnects the app's Redis client.
  it('serves its Prometheus metrics at /metrics: requests and durations by route template, never by the path as sent', async () => {
    const scrape = async () => (await app.inject({ method: 'GET', url: METRICS_PATH })).body;
    const teapot = { method: 'GET', route: '/api/teapot' };
    const before = await scrape();
    await app.inject({ method: 'GET', url: '/api/teapot?x=1' });
    await app.inject({ method: 'GET', url: '/api/teapot?x=2' });
    await app.inject({ method: 'GET', url: '/api/no-such-route/123' });
    const res = await app.inject({ method: 'GET', url: METRICS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const delta = (name: string, labels: Record<string, string>) => metricValue(res.body, name, labels) - metricValue(before, name, labels);
    expect(delta('http_requests_total', { ...teapot, status: '409' })).toBe(2);
    expect(delta('http_request_duration_seconds_count', teapot)).toBe(2);
    expect(delta('http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(res.body).not.toContain('no-such-route');
    expect(metricValue(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('is not ready (503, redis down) once Redis is gone, while still live', async () => {
    app.get<Redis>(REDIS).disconnect();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    const report = HealthReport.parse(ready.json());
    expect(report).toMatchObject({ status: 'degraded', service: 'svc-probe', checks: { postgres: { status: 'up' }, redis: { status: 'down' } } });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
