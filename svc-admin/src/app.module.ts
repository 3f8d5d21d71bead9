import { Module, type DynamicModule } from '@nestjs/common';
import { JobProducerModule, ServiceCoreModule, sessionTimeoutsOf } from '@biz/server-kit';
import type { AdminEnv } from './config/env';
import { DeskModule } from './desk/desk.module';
import { PortalModule } from './portal/portal.module';
import { Init1763800000000 } from './migrations/1763800000000-init';
import { AgencyEmails1764100000000 } from './migrations/1764100000000-agency-emails';
import { Calls1764200000000 } from './migrations/1764200000000-calls';
import { OnboardingForms1764300000000 } from './migrations/1764300000000-onboarding-forms';
import { ClientAccounts1764400000000 } from './migrations/1764400000000-client-accounts';
import { ClientPreferences1764500000000 } from './migrations/1764500000000-client-preferences';
import { SupportTickets1764600000000 } from './migrations/1764600000000-support-tickets';
import { PasswordResets1764700000000 } from './migrations/1764700000000-password-resets';
import { SubscriptionNotices1764900000000 } from './migrations/1764900000000-subscription-notices';
import { AuditSubjects1765000000000 } from './migrations/1765000000000-audit-subjects';

export const SERVICE_NAME = 'svc-admin';

/** In order; the type guard (`database/*-db.int-spec.ts`) migrates a fresh schema with them. */
export const ADMIN_MIGRATIONS = [Init1763800000000, AgencyEmails1764100000000, Calls1764200000000, OnboardingForms1764300000000, ClientAccounts1764400000000, ClientPreferences1764500000000, SupportTickets1764600000000, PasswordResets1764700000000, SubscriptionNotices1764900000000, AuditSubjects1765000000000];

@Module({})
export class AppModule {
  /** `now` is the clock of the sessions and of the call scheduler's today: tests move it (expiry, a daylight saving change). */
  static forRoot(env: AdminEnv, { now }: { now?: () => number } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: SERVICE_NAME,
          redisUrl: env.REDIS_URL,
          sessions: { ...sessionTimeoutsOf(env), now },
          database: { url: env.DATABASE_URL, schema: env.ADMIN_DB_SCHEMA, entities: [], migrations: ADMIN_MIGRATIONS },
        }),
        JobProducerModule.forRoot({ redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX }),
        DeskModule.forRoot(env, now),
        PortalModule.forRoot(env),
      ],
    };
  }
}
