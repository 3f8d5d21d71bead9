import { CommonErrorCode, ServerMessage } from '@biz/contracts';
import { Controller, Get, Module, UseGuards, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { createServiceApp } from '../bootstrap/bootstrap-service';
import { ErrorEnvelopeFilter } from '../errors/error-envelope.filter';
import { closeRedis, connectRedis, REDIS } from '../redis/redis.module';
import { waitUntil } from '../testing/wait-until';
import { RATE_LIMIT, RateLimitGuard, type RateLimitOptions } from './rate-limit.guard';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `rate-limit-test-${randomUUID().slice(0, 8)}`;

@Controller()
class ProbeController {
  @Get('probe')
  @UseGuards(RateLimitGuard)
  probe() {
    return { ok: true };
  }
}

@Module({})
class ProbeModule {
  static forRoot(redis: Redis, options: RateLimitOptions): DynamicModule {
    return {
      module: ProbeModule,
      controllers: [ProbeController],
      providers: [RateLimitGuard, { provide: REDIS, useValue: redis }, { provide: RATE_LIMIT, useValue: options }, { provide: APP_FILTER, useClass: ErrorEnvelopeFilter }],
    };
  }
}

const opened: Array<() => Promise<unknown>> = [];
const proxies: Array<() => Promise<void>> = [];
let redis: Redis;

/** One instance of a service: its own app and Redis connection (to the real Redis unless given). */
async function instance(options: Partial<RateLimitOptions> = {}, client?: Redis): Promise<NestFastifyApplication> {
  const connection = client ?? (await connectRedis(url));
  const { app } = await createServiceApp({
    module: ProbeModule.forRoot(connection, { perMinute: 3, keyPrefix, scope: 'probe', ...options }),
    name: 'rate-limit-test',
    logLevel: 'silent',
  });
  opened.push(() => app.close(), () => closeRedis(connection));
  return app;
}


const from = (ip: string) => ({ method: 'GET' as const, url: '/probe', headers: { 'x-forwarded-for': ip } });
const statuses = (app: NestFastifyApplication, ip: string, n: number) => Promise.all(Array.from({ length: n }, () => app.inject(from(ip)).then((r) => r.statusCode)));
async function inTurn(app: NestFastifyApplication, ip: string, n: number): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < n; i++) answers.push((await app.inject(from(ip))).statusCode);
  return answers;
}
let hosts = 0;
const newIp = () => `198.51.100.${++hosts}`; // the key prefix is new each run

beforeAll(async () => {
  redis = await connectRedis(url);
});

afterAll(async () => {
  await Promise.all(proxies.map((cut) => cut())); // first, or a client's QUIT would wait on a silent one
  for (const close of opened.reverse()) await close();
  const keys = await redis.keys(`${keyPrefix}:*`);
  if (keys.length) await redis.del(...keys);
  await closeRedis(redis);
});

it('counts one address exactly across two instances, concurrent requests included', async () => {
  const [a, b] = [await instance({ perMinute: 7 }), await instance({ perMinute: 7 })];
  const ip = newIp();
  const answers = (await Promise.all([statuses(a, ip, 6), statuses(b, ip, 6)])).flat();
  expect(answers.filter((s) => s === 200)).toHaveLength(7);
  expect(answers.filter((s) => s === 429)).toHaveLength(5);
  // Once Redis has refused it there, an instance refuses that address from memory for the rest of the window.
  expect([...(await statuses(a, ip, 1)), ...(await statuses(b, ip, 1))]).toEqual([429, 429]);
  const counted = await redis.get(`${keyPrefix}:ratelimit:probe:${ip}`);
  expect([...(await statuses(a, ip, 3)), ...(await statuses(b, ip, 3))]).toEqual(Array(6).fill(429));
  expect(await redis.get(`${keyPrefix}:ratelimit:probe:${ip}`)).toBe(counted);
});

it('refuses beyond the limit with 429, Retry-After and the envelope; other addresses and services go on', async () => {
  const app = await instance();
  const ip = newIp();
  expect(await statuses(app, ip, 3)).toEqual([200, 200, 200]);
  const refused = await app.inject(from(ip));
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(59);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(refused.json()).toEqual({ error: { code: CommonErrorCode.RateLimited, message: ServerMessage.rateLimited } });

  expect((await app.inject(from(newIp()))).statusCode).toBe(200);
  const otherService = await instance({ scope: 'other' });
  expect((await otherService.inject(from(ip))).statusCode).toBe(200);
  const otherStack = await instance({ keyPrefix: `${keyPrefix}-other` });
  expect((await otherStack.inject(from(ip))).statusCode).toBe(200);
  opened.push(() => redis.del(`${keyPrefix}-other:ratelimit:probe:${ip}`));
});

it('lets the address in again once its window has ended', async () => {
  const app = await instance({ perMinute: 2, windowSeconds: 1 });
  const ip = newIp();
  expect(await statuses(app, ip, 3)).toEqual([200, 200, 429]);
  const refused = await app.inject(from(ip));
  expect(refused.headers['retry-after']).toBe('1');
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect(await statuses(app, ip, 3)).toEqual([200, 200, 429]);
});

/** A TCP proxy to the real Redis that a test can make silent (packets dropped) or cut (connections refused). */
async function redisProxy() {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  let silent = false;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const [from, to] of [[client, upstream], [upstream, client]]) {
      sockets.add(from);
      from.on('data', (chunk) => silent || to.write(chunk));
      from.on('error', () => undefined);
      from.on('close', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => new Promise<void>((resolve) => (sockets.forEach((s) => s.destroy()), server.close(() => resolve())));
  proxies.push(() => (server.listening ? cut() : Promise.resolve()));
  return { url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`, silence: () => (silent = true), cut };
}

describe('when Redis fails, each instance counts in its own memory and no request waits long', () => {
  it('Redis gone: at once', async () => {
    const proxy = await redisProxy();
    const client = await connectRedis(proxy.url);
    const app = await instance({}, client);
    expect(await inTurn(app, newIp(), 1)).toEqual([200]);
    await proxy.cut();
    await waitUntil(() => client.status !== 'ready', 2_000);
    const started = performance.now();
    expect(await inTurn(app, newIp(), 4)).toEqual([200, 200, 200, 429]);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('Redis silent: past the deadline', async () => {
    const proxy = await redisProxy();
    const app = await instance({}, await connectRedis(proxy.url));
    expect(await inTurn(app, newIp(), 1)).toEqual([200]);
    proxy.silence();
    const started = performance.now();
    expect(await inTurn(app, newIp(), 4)).toEqual([200, 200, 200, 429]);
    expect(performance.now() - started).toBeLessThan(4 * 250 + 500);
  });
});
