import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

export type { Redis };

/** Injection token of the shared ioredis client: `@Inject(REDIS) redis: Redis`. */
export const REDIS = Symbol('REDIS');

/**
 * One ioredis client for commands (sessions, health). It connects eagerly and fails the boot if Redis
 * is unreachable within `connectTimeout`, rather than queueing commands forever.
 */
export async function connectRedis(url: string, connectionName = 'biz'): Promise<Redis> {
  const client = new Redis(url, { connectionName, lazyConnect: true, connectTimeout: 5_000, maxRetriesPerRequest: 2 });
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
