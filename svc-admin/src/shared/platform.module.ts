import { JobProducerModule, ServiceCoreModule, sessionTimeoutsOf } from '@biz/server-kit';
import { Module, type DynamicModule } from '@nestjs/common';
import { ADMIN_ENV, type AdminEnv } from '../config/env';
import { ADMIN_MIGRATIONS } from '../migrations/admin-migrations';
import { AGENCY_CLOCK, type AgencyClock } from './agency-clock/agency-clock';

export const SERVICE_NAME = 'svc-admin';

/**
 * server-kit's platform under both contexts: the database (migrated), Redis, sessions, the job producer,
 * and the two providers every module builds on: `ADMIN_ENV` and the agency's clock (`AGENCY_CLOCK`). The
 * only module configured by arguments (at the root, once); the context modules are static.
 */
@Module({})
export class PlatformModule {
  /** `now` is the sessions' clock and the agency's: a test's harness moves it (expiry, a daylight saving change, a Sunday evening). */
  static forRoot(env: AdminEnv, now: () => number = Date.now): DynamicModule {
    return {
      module: PlatformModule,
      global: true,
      providers: [
        { provide: ADMIN_ENV, useValue: env },
        { provide: AGENCY_CLOCK, useValue: { timeZone: env.AGENCY_TIME_ZONE, now } satisfies AgencyClock },
      ],
      exports: [ADMIN_ENV, AGENCY_CLOCK],
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
