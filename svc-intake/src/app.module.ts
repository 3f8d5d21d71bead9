import { Module, type DynamicModule } from '@nestjs/common';
import { JobProducerModule, ServiceCoreModule, sessionTimeoutsOf } from '@biz/server-kit';
import type { IntakeEnv } from './config/env';
import { IntakeModule } from './intake/intake.module';
import { InternalApiModule } from './internal-api/internal-api.module';
import { Init1763800000000 } from './migrations/1763800000000-init';
import { SuggestionsSelectionsPlans1763900000000 } from './migrations/1763900000000-suggestions-selections-plans';
import { RequestFingerprint1764000000000 } from './migrations/1764000000000-request-fingerprint';
import { DashboardIndexes1764100000000 } from './migrations/1764100000000-dashboard-indexes';
import { Businesses1764200000000 } from './migrations/1764200000000-businesses';
import { BusinessProgressPastNew1765700000000 } from './migrations/1765700000000-business-progress-past-new';
import { BusinessSearch1766430000000 } from './migrations/1766430000000-business-search';
import { PendingCountIndex1766460000000 } from './migrations/1766460000000-pending-count-index';
import { SelectionsPricedByPlan1766490000000 } from './migrations/1766490000000-selections-priced-by-plan';
import { BusinessSearchModule } from './business-search/business-search.module';

export const SERVICE_NAME = 'svc-intake';

/** In order; the type guard (`database/*-db.int-spec.ts`) migrates a fresh schema with them. */
export const INTAKE_MIGRATIONS = [Init1763800000000, SuggestionsSelectionsPlans1763900000000, RequestFingerprint1764000000000, DashboardIndexes1764100000000, Businesses1764200000000, BusinessProgressPastNew1765700000000, BusinessSearch1766430000000, PendingCountIndex1766460000000, SelectionsPricedByPlan1766490000000];

@Module({})
export class AppModule {
  static forRoot(env: IntakeEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: SERVICE_NAME,
          redisUrl: env.REDIS_URL,
          sessions: sessionTimeoutsOf(env),
          serviceTokenSecret: env.SERVICE_TOKEN_SECRET,
          database: { url: env.DATABASE_URL, schema: env.INTAKE_DB_SCHEMA, migrations: INTAKE_MIGRATIONS },
        }),
        JobProducerModule.forRoot({ redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX }),
        IntakeModule.forRoot(env),
        InternalApiModule,
        BusinessSearchModule,
      ],
    };
  }
}
