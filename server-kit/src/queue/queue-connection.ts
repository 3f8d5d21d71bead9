import { Redis } from 'ioredis';
import { REDIS_DEADLINES_MS } from '../redis/redis-deadlines';

/**
 * Who holds the connection. Workers and QueueEvents block on Redis, so BullMQ requires them to retry
 * forever (`maxRetriesPerRequest: null`); producers sit behind HTTP requests and should fail fast instead.
 */
export type QueueConnectionRole = 'worker' | 'producer';

/** One ioredis connection for BullMQ from REDIS_URL. The caller owns it and quits it on shutdown. */
export function createQueueConnection(redisUrl: string, role: QueueConnectionRole): Redis {
  const connectionName = `biz-${role}`;
  // A producer whose Redis is down rejects at once rather than queueing commands for later, and a command
  // Redis does not answer fails within the same deadline as the request-path client's.
  const connection = role === 'worker'
    ? new Redis(redisUrl, { maxRetriesPerRequest: null, connectionName })
    : new Redis(redisUrl, { connectionName, enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: REDIS_DEADLINES_MS.command, socketTimeout: REDIS_DEADLINES_MS.socket });
  // ioredis reconnects by itself; without a listener it prints every failed attempt as an unhandled error
  // with its stack. The outage reaches the log once, from the worker or the failed request.
  connection.on('error', () => undefined);
  return connection;
}

/** Prefix of every BullMQ key. Tests set a unique one so parallel runs never share queues. */
export const DefaultQueuePrefix = 'biz';
