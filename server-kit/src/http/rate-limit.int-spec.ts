import { randomUUID } from 'node:crypto';
import { closeRedis, connectRedis, type Redis } from '../redis/redis.module';
import { RateLimited, RateLimiter } from './rate-limit.guard';

// The limiter on the real Redis, on a clock the tests set: a window's edge is reached by moving the clock,
// not by waiting for the minute to turn.
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `rate-limit-test-${randomUUID().slice(0, 8)}`;
const noon = Date.parse('2026-12-06T12:00:00Z');
let clock = noon;
let redis: Redis;
let limiter: RateLimiter;

beforeAll(async () => {
  redis = await connectRedis(url);
  limiter = new RateLimiter(redis, { perMinute: 2, keyPrefix, scope: 'test', now: () => clock });
});

afterAll(async () => {
  await limiter.close();
  const keys = await redis.keys(`${keyPrefix}:*`);
  if (keys.length) await redis.del(...keys);
  await closeRedis(redis);
});

/** The error a hit is refused with; null when it is let through. */
const refusalOf = (key: string) => limiter.hit(key).then(() => null, (error: unknown) => error);

it('counts in the minutes of its clock: the last millisecond of a used-up minute refuses, the next minute lets through', async () => {
  const key = randomUUID();
  clock = noon + 58_000;
  expect([await refusalOf(key), await refusalOf(key)]).toEqual([null, null]);
  clock = noon + 59_999;
  expect(await refusalOf(key)).toBeInstanceOf(RateLimited);
  clock = noon + 60_000;
  expect(await refusalOf(key)).toBeNull();
});

it("answers Retry-After with the seconds left in its clock's minute", async () => {
  const key = randomUUID();
  clock = noon + 45_000;
  await limiter.hit(key);
  await limiter.hit(key);
  expect(await refusalOf(key)).toMatchObject({ retryAfterSeconds: 15 });
});
