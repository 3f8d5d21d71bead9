import { INBOX_OPTIONS, jobBackoffOf, RATE_LIMIT, RateLimiter, RateLimitGuard, REDIS, type RateLimitOptions } from '@biz/server-kit';
import { ServerMessage } from '@biz/contracts';
import { Module, type DynamicModule } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AdminEnv } from '../config/env';
import { AuditEventRepository } from '../identity/audit-event.repository';
import { SessionLifecycle } from '../identity/session-lifecycle';
import { AdminInbox } from '../inbox/admin-inbox';
import { AccountLinker } from './account-linker';
import { PaymentNoticeService } from './payment-notices.service';
import { AutomationDeliveryService } from './automation-delivery.service';
import { AdminSubscriptionsController } from './admin-subscriptions.controller';
import { AutomationsController } from './automations.controller';
import { CLIENT_PORTAL_URL, clientPortalUrlOf } from './client-portal-url';
import { ClientPortalController } from './client-portal.controller';
import { ClientPortalService } from './client-portal.service';
import { PasswordResetRepository } from './password-reset.repository';
import { PasswordResetService } from './password-reset.service';
import { SUPPORT_EMAIL, SupportService } from './support.service';
import { SavingsReportService } from './savings-report.service';
import { DOCUMENT_DEADLINE } from '../plans/worker-pdf';
import { SupportTicketRepository } from './support-ticket.repository';
import { AutomationRepository } from './automation.repository';
import { ClientAccountRepository } from './client-account.repository';
import { ClientAuthController } from './client-auth.controller';
import { ClientAuthService, EMAIL_ATTEMPTS_LIMITER } from './client-auth.service';
import { ClientDashboardService } from './client-dashboard.service';
import { ClientNotificationRepository } from './client-notification.repository';

/** The client portal: accounts (signup, sign-in, links to what an email made), the dashboard, and the automations the agency delivers. */
@Module({})
export class AccountsModule {
  static forRoot(env: AdminEnv): DynamicModule {
    const perAddress: RateLimitOptions = { perMinute: env.CLIENT_AUTH_RATE_LIMIT_PER_MINUTE, keyPrefix: env.QUEUE_PREFIX, scope: 'client-auth' };
    const perEmail: RateLimitOptions = { perMinute: env.CLIENT_EMAIL_RATE_LIMIT_PER_MINUTE, keyPrefix: env.QUEUE_PREFIX, scope: 'client-email' };
    return {
      module: AccountsModule,
      controllers: [ClientAuthController, ClientPortalController, AutomationsController, AdminSubscriptionsController],
      providers: [
        ClientAuthService,
        ClientDashboardService,
        ClientPortalService,
        AutomationDeliveryService,
        SupportService,
        SavingsReportService,
        PasswordResetService,
        PasswordResetRepository,
        SupportTicketRepository,
        AccountLinker,
        ClientAccountRepository,
        AutomationRepository,
        ClientNotificationRepository,
        AuditEventRepository,
        SessionLifecycle,
        PaymentNoticeService,
        // svc-admin's one inbox lives here: of its jobs, billing's payment issues need the accounts.
        AdminInbox,
        { provide: INBOX_OPTIONS, useValue: { redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX, backoff: jobBackoffOf(env) } },
        RateLimitGuard,
        { provide: RATE_LIMIT, useValue: perAddress },
        { provide: CLIENT_PORTAL_URL, useValue: clientPortalUrlOf(env.PUBLIC_URL) },
        { provide: SUPPORT_EMAIL, useValue: env.SUPPORT_EMAIL },
        { provide: DOCUMENT_DEADLINE, useValue: env.DOCUMENT_DEADLINE_MS },
        { provide: EMAIL_ATTEMPTS_LIMITER, inject: [REDIS], useFactory: (redis: Redis) => new RateLimiter(redis, perEmail, ServerMessage.tooManyClientAttempts) },
      ],
    };
  }
}
