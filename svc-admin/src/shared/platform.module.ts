import { JobProducerModule, ServiceCoreModule, sessionTimeoutsOf } from '@biz/server-kit';
import { Module, type DynamicModule } from '@nestjs/common';
import type { AdminEnv } from '../config/env';
import { ADMIN_MIGRATIONS } from '../migrations/admin-migrations';
import { AGENCY_CLOCK, type AgencyClock } from './agency-clock/agency-clock';

export const SERVICE_NAME = 'svc-admin';

/**
 * server-kit's platform under both contexts: the database (migrated), Redis, sessions, the job producer, and
 * the agency's clock (`AGENCY_CLOCK`), one for every module.
 */
@Module({})
export class PlatformModule {
  /** `now` is the sessions' clock and the agency's: tests move it (expiry, a daylight saving change, a Sunday evening). */
  static forRoot(env: AdminEnv, now?: () => number): DynamicModule {
    return {
      module: PlatformModule,
      global: true,
      providers: [{ provide: AGENCY_CLOCK, useValue: { timeZone: env.AGENCY_TIME_ZONE, now: now ?? Date.now } satisfies AgencyClock }],
      exports: [AGENCY_CLOCK],
      imports: [
        ServiceCoreModule.forRoot({
          service: SERVICE_NAME,
          redisUrl: env.REDIS_URL,
          sessions: { ...sessionTimeoutsOf(env), now },
          serviceTokenSecret: env.SERVICE_TOKEN_SECRET,
          database: { url: env.DATABASE_URL, schema: env.ADMIN_DB_SCHEMA, migrations: ADMIN_MIGRATIONS },
        }),
        JobProducerModule.forRoot({ redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX }),
      ],
    };
  }
}
