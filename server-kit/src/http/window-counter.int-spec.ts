import { randomUUID } from 'node:crypto';
import { closeRedis, connectRedis, type Redis } from '../redis/redis.module';
import { WindowCounter } from './window-counter';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `window-counter-test-${randomUUID().slice(0, 8)}`;
let redis: Redis;
const instances: Array<{ counter: WindowCounter; connection: Redis }> = [];
const flushErrors: unknown[] = [];

/** An instance of a service: its own connection and counter. A long interval: the tests flush by hand. */
async function instance(): Promise<WindowCounter> {
  const connection = await connectRedis(url);
  const counter = new WindowCounter(connection, { ttlSeconds: 60, flushMs: 60_000, onFlushError: (e) => flushErrors.push(e) });
  instances.push({ counter, connection });
  return counter;
}
const newKey = () => `${prefix}:${randomUUID()}`;

beforeAll(async () => {
  redis = await connectRedis(url);
});

afterAll(async () => {
  await Promise.all(instances.map(async ({ counter, connection }) => (await counter.close(), await closeRedis(connection))));
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await closeRedis(redis);
  expect(flushErrors).toEqual([]);
});

it('answers the running total of a key, this hit included, also for hits arriving before Redis has answered', async () => {
  const counter = await instance();
  const key = newKey();
  const together = await Promise.all(Array.from({ length: 4 }, () => counter.hit(key)));
  expect(together).toEqual([1, 2, 3, 4]);
  const later = await Promise.all(Array.from({ length: 3 }, () => counter.hit(key)));
  expect(later).toEqual([5, 6, 7]);
});

it('asks Redis on a first hit and batches later hits into one addition per flush', async () => {
  const counter = await instance();
  const key = newKey();
  await counter.hit(key);
  expect(await redis.get(key)).toBe('1');
  for (let i = 0; i < 49; i++) await counter.hit(key);
  expect(await redis.get(key)).toBe('1');
  await counter.flush();
  expect(await redis.get(key)).toBe('50');
  expect(await redis.ttl(key)).toBeGreaterThan(0);
  expect(await redis.ttl(key)).toBeLessThanOrEqual(60);
});

it('shares one count between instances: a second instance sees the first one’s hits after a flush', async () => {
  const [a, b] = [await instance(), await instance()];
  const key = newKey();
  for (let i = 0; i < 3; i++) await a.hit(key);
  await a.flush();
  expect(await b.hit(key)).toBe(4);
  await b.hit(key);
  await b.flush();
  await a.flush();
  expect(await a.hit(key)).toBe(6);
});

it('keeps no memory of keys that saw no hit since the last flush, and counts on from Redis', async () => {
  const counter = await instance();
  const key = newKey();
  await counter.hit(key);
  await counter.hit(key);
  await counter.flush(); // sends the second hit
  await counter.flush(); // forgets the idle key
  await redis.incrby(key, 10); // hits counted by an instance elsewhere
  expect(await counter.hit(key)).toBe(13);
});

it('sends what it still holds when it closes', async () => {
  const counter = await instance();
  const key = newKey();
  await counter.hit(key);
  await counter.hit(key);
  await counter.close();
  expect(await redis.get(key)).toBe('2');
});
