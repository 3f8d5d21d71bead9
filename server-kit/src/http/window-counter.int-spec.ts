import { randomUUID } from 'node:crypto';
import { closeRedis, connectRedis, type Redis } from '../redis/redis.module';
import { WindowCounter } from './window-counter';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `window-counter-test-${randomUUID().slice(0, 8)}`;
let redis: Redis;
const instances: Array<{ counter: WindowCounter; connection: Redis }> = [];
const flushErrors: unknown[] = [];

/** An instance of a service: its own connection and counter. A long interval: the tests flush by hand. */
async function instance(errors = flushErrors): Promise<WindowCounter> {
  const connection = await connectRedis(url);
  const counter = new WindowCounter(connection, { ttlSeconds: 60, flushMs: 60_000, onFlushError: (e) => errors.push(e) });
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

it('counts every hit exactly once while flushes run in between, each hit getting its own total', async () => {
  const counter = await instance();
  const key = newKey();
  const answers: Array<Promise<number>> = [];
  for (let i = 0; i < 300; i++) {
    answers.push(counter.hit(key));
    if (i % 7 === 0) void counter.flush();
    if (i % 3 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  const totals = await Promise.all(answers);
  await counter.flush();
  expect(await redis.get(key)).toBe('300');
  expect([...totals].sort((a, b) => a - b)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
});

it('learns the other instances’ hits at each flush while it keeps counting', async () => {
  const [a, b] = [await instance(), await instance()];
  const key = newKey();
  expect(await a.hit(key)).toBe(1);
  expect(await b.hit(key)).toBe(2);
  expect(await a.hit(key)).toBe(2); // b's hit is not known here yet
  await a.flush();
  expect(await a.hit(key)).toBe(4);
});

it('keeps hits Redis did not take and reports the failure, then sends them once Redis takes them', async () => {
  const errors: unknown[] = [];
  const counter = await instance(errors);
  const key = newKey();
  await counter.hit(key);
  await counter.hit(key);
  await redis.del(key);
  await redis.hset(key, 'not', 'a counter'); // INCRBY now fails for this key alone
  await counter.flush();
  expect(errors).toHaveLength(1);
  expect(String(errors[0])).toMatch(/WRONGTYPE/);
  await redis.del(key);
  await counter.flush();
  expect(await redis.get(key)).toBe('1');
});

it('fails every hit waiting on a first hit that Redis refused, and asks Redis again on the next', async () => {
  const counter = await instance();
  const key = newKey();
  await redis.hset(key, 'not', 'a counter');
  const together = await Promise.allSettled([counter.hit(key), counter.hit(key), counter.hit(key)]);
  expect(together.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
  await redis.del(key);
  expect(await counter.hit(key)).toBe(1);
});

it('sends each hit to Redis at once after it has closed', async () => {
  const counter = await instance();
  const key = newKey();
  await counter.close();
  await counter.hit(key);
  await counter.hit(key);
  expect(await redis.get(key)).toBe('2');
});
