import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module';
import { SessionGuard } from './session.guard';
import { SessionStrategy } from './session.strategy';
import { defaultSessionTimeouts, SessionStore, type SessionStoreOptions } from './session-store';

/** Provides `SessionStore` (on the shared Redis client), the Passport strategy that proves a session and `SessionGuard`. Needs `RedisModule`. */
@Global()
@Module({})
export class SessionModule {
  static forRoot(options: SessionStoreOptions = defaultSessionTimeouts): DynamicModule {
    return {
      module: SessionModule,
      providers: [
        { provide: SessionStore, inject: [REDIS], useFactory: (redis: Redis) => new SessionStore(redis, options) },
        SessionStrategy,
        SessionGuard,
      ],
      exports: [SessionStore, SessionGuard],
    };
  }
}
