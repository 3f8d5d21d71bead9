import { Redis } from 'ioredis';

/** Deletes every key under a test's QUEUE_PREFIX (its queues, jobs and any other state it namespaced there). */
export async function clearRedisPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
