import { Redis } from 'ioredis';

/**
 * Who holds the connection. Workers and QueueEvents block on Redis, so BullMQ requires them to retry
 * forever (`maxRetriesPerRequest: null`); producers sit behind HTTP requests and should fail fast instead.
 */
export type QueueConnectionRole = 'worker' | 'producer';

/** One ioredis connection for BullMQ from REDIS_URL. The caller owns it and quits it on shutdown. */
export function createQueueConnection(redisUrl: string, role: QueueConnectionRole): Redis {
  return new Redis(redisUrl, {
    maxRetriesPerRequest: role === 'worker' ? null : 2,
    // A producer whose Redis is down rejects at once rather than queueing commands for later.
    enableOfflineQueue: role === 'worker',
    connectionName: `biz-${role}`,
  });
}

/** Prefix of every BullMQ key. Tests set a unique one so parallel runs never share queues. */
export const DefaultQueuePrefix = 'biz';
