import { JobProducerModule, ServiceCoreModule, sessionTimeoutsOf } from '@biz/server-kit';
import { Module, type DynamicModule } from '@nestjs/common';
import type { AdminEnv } from '../config/env';
import { ADMIN_MIGRATIONS } from '../migrations/admin-migrations';

export const SERVICE_NAME = 'svc-admin';

/** server-kit's platform under both contexts: the database (migrated), Redis, sessions and the job producer. */
@Module({})
export class PlatformModule {
  /** `now` is the sessions' clock: tests move it (expiry). */
  static forRoot(env: AdminEnv, now?: () => number): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: SERVICE_NAME,
          redisUrl: env.REDIS_URL,
          sessions: { ...sessionTimeoutsOf(env), now },
          database: { url: env.DATABASE_URL, schema: env.ADMIN_DB_SCHEMA, entities: [], migrations: ADMIN_MIGRATIONS },
        }),
        JobProducerModule.forRoot({ redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX }),
      ],
    };
  }
}
