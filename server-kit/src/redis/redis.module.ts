import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { REDIS_DEADLINES_MS } from './redis-deadlines';

export type { Redis };

/** Injection token of the shared ioredis client: `@Inject(REDIS) redis: Redis`. */
export const REDIS = Symbol('REDIS');

/**
 * One ioredis client for commands (sessions, rate limits, health). It connects eagerly and fails the boot if
 * Redis is unreachable within the connect deadline; afterwards it reconnects by itself, and a command issued
 * while Redis is down fails fast (the request becomes a 503) rather than queueing.
 */
export async function connectRedis(url: string, connectionName = 'biz'): Promise<Redis> {
  const client = new Redis(url, {
    connectionName,
    lazyConnect: true,
    connectTimeout: REDIS_DEADLINES_MS.connect,
    enableOfflineQueue: false,
    commandTimeout: REDIS_DEADLINES_MS.command,
    socketTimeout: REDIS_DEADLINES_MS.socket,
    // Commands in flight when the connection drops fail then, rather than after reconnection attempts.
    maxRetriesPerRequest: 0,
  });
  // ioredis reconnects by itself; an unhandled 'error' event would crash the process instead.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    const where = new URL(url);
    throw new Error(`Redis at ${where.hostname}:${where.port || 6379} is unreachable (${error instanceof Error ? error.message : String(error)}); check REDIS_URL`, { cause: error });
  }
  return client;
}

/** Closes a client politely, falling back to a hard disconnect when Redis is gone. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}

@Global()
@Module({})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  static forRoot(options: { url: string; connectionName?: string }): DynamicModule {
    return {
      module: RedisModule,
      providers: [{ provide: REDIS, useFactory: () => connectRedis(options.url, options.connectionName) }],
      exports: [REDIS],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}
