import { ServerMessage } from '@biz/contracts';
import { RATE_LIMIT, RateLimiter, RateLimitGuard, REDIS, type RateLimitOptions } from '@biz/server-kit';
import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ADMIN_ENV, type AdminEnv } from '../config/env';
import { rateLimitOf } from '../config/rate-limit-of';
import { AGENCY_CLOCK, type AgencyClock } from '../shared/agency-clock/agency-clock';
import { AgencyNoticesModule } from '../shared/agency-notices/agency-notices.module';
import { AuditModule } from '../shared/audit/audit.module';
import { ContextClientsModule } from '../shared/contexts/context-clients.module';
import { DocumentsModule } from '../shared/documents/documents.module';
import { EmailLogModule } from '../shared/email-log/email-log.module';
import { IdentityModule } from '../shared/identity/identity.module';
import { AccountLinker } from './accounts/account-linker';
import { AGENCY_HOUR_VALUE_CENTS, agencyHourValueCentsOf } from './accounts/agency-hour-value';
import { ClientAccountRepository } from './accounts/client-account.repository';
import { ClientHourValueService } from './accounts/client-hour-value.service';
import { PortalInvitations } from './accounts/portal-invitations';
import { ClientAuthController } from './auth/client-auth.controller';
import { ClientAuthService } from './auth/client-auth.service';
import { ClientLoginStrategy } from './auth/client-login.strategy';
import { EMAIL_ATTEMPTS_LIMITER } from './auth/email-attempts';
import { AccountEmails } from './accounts/account-emails';
import { EmailVerificationRepository } from './email-verification/email-verification.repository';
import { EmailVerificationService } from './email-verification/email-verification.service';
import { EmailChangeRepository } from './email-verification/email-change.repository';
import { EmailChangeService } from './email-verification/email-change.service';
import { EmailOwnershipService } from './email-verification/email-ownership.service';
import { AutomationDeliveryService } from './automations/automation-delivery.service';
import { AutomationRepository } from './automations/automation.repository';
import { SprintOrdersRepository } from './automations/sprint-orders.repository';
import { AutomationRunsController } from './automation-runs/automation-runs.controller';
import { AutomationRunsRepository } from './automation-runs/automation-runs.repository';
import { AUTOMATION_RUNS_LIMITER, AutomationRunsService, BAD_RUN_TOKEN_LIMITER, BAD_RUN_TOKENS_PER_MINUTE } from './automation-runs/automation-runs.service';
import { CLIENT_PORTAL_URL, clientPortalUrlOf } from './client-portal-url';
import { ClientDashboardService } from './dashboard/client-dashboard.service';
import { ClientPortalController } from './dashboard/client-portal.controller';
import { ClientPortalService } from './dashboard/client-portal.service';
import { ClientNotificationRepository } from './notifications/client-notification.repository';
import { PaymentNoticeService } from './notifications/payment-notices.service';
import { PasswordResetRepository } from './password-reset/password-reset.repository';
import { PasswordResetService } from './password-reset/password-reset.service';
import { PortalFacade } from './portal-facade';
import { SavingsReportService } from './savings-reports/savings-report.service';
import { SupportTicketRepository } from './support/support-ticket.repository';
import { SupportTicketSearchRepository } from './support/support-ticket-search.repository';
import { SUPPORT_EMAIL, SupportService } from './support/support.service';
import { SupportDeskService } from './support/support-desk.service';

/** The portal's limits count the agency clock's minutes, which tests set. */
const onClock = (options: RateLimitOptions, clock: AgencyClock): RateLimitOptions => ({ ...options, now: clock.now });
const limiterOn = (optionsOf: (env: AdminEnv) => RateLimitOptions, message?: string) => ({
  inject: [REDIS, ADMIN_ENV, AGENCY_CLOCK],
  useFactory: (redis: Redis, env: AdminEnv, clock: AgencyClock) => new RateLimiter(redis, onClock(optionsOf(env), clock), message),
});

/**
 * The client's context: accounts (signup, sign-in, email proof, links to what a proven email made), password resets, the
 * dashboard, automations and their notices and reported runs, support tickets, savings reports. Its one export is the
 * `PortalFacade`: the desk reaches the portal's data through it only.
 */
@Module({
  imports: [AgencyNoticesModule, AuditModule, IdentityModule, ContextClientsModule, EmailLogModule, DocumentsModule],
  controllers: [ClientAuthController, ClientPortalController, AutomationRunsController],
  providers: [
    PortalFacade,
    ClientAuthService,
    ClientLoginStrategy,
    ClientDashboardService,
    ClientPortalService,
    AutomationDeliveryService,
    AutomationRunsService,
    SupportService,
    SupportDeskService,
    SavingsReportService,
    PasswordResetService,
    PaymentNoticeService,
    AccountLinker,
    AccountEmails,
    EmailVerificationService,
    EmailVerificationRepository,
    EmailChangeService,
    EmailChangeRepository,
    EmailOwnershipService,
    PasswordResetRepository,
    SupportTicketRepository,
    SupportTicketSearchRepository,
    ClientAccountRepository,
    ClientHourValueService,
    PortalInvitations,
    AutomationRepository,
    AutomationRunsRepository,
    SprintOrdersRepository,
    ClientNotificationRepository,
    RateLimitGuard,
    { provide: RATE_LIMIT, inject: [ADMIN_ENV, AGENCY_CLOCK], useFactory: (env: AdminEnv, clock: AgencyClock) => onClock(rateLimitOf(env, env.CLIENT_AUTH_RATE_LIMIT_PER_MINUTE, 'client-auth'), clock) },
    { provide: CLIENT_PORTAL_URL, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => clientPortalUrlOf(env.PUBLIC_URL) },
    { provide: SUPPORT_EMAIL, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => env.SUPPORT_EMAIL },
    { provide: AGENCY_HOUR_VALUE_CENTS, inject: [ADMIN_ENV], useFactory: agencyHourValueCentsOf },
    { provide: AUTOMATION_RUNS_LIMITER, ...limiterOn((env) => rateLimitOf(env, env.AUTOMATION_RUNS_RATE_LIMIT_PER_MINUTE, 'automation-runs')) },
    { provide: BAD_RUN_TOKEN_LIMITER, ...limiterOn((env) => rateLimitOf(env, BAD_RUN_TOKENS_PER_MINUTE, 'automation-runs-bad-token'), ServerMessage.tooManyBadRunTokens) },
    { provide: EMAIL_ATTEMPTS_LIMITER, ...limiterOn((env) => rateLimitOf(env, env.CLIENT_EMAIL_RATE_LIMIT_PER_MINUTE, 'client-email'), ServerMessage.tooManyClientAttempts) },
  ],
  exports: [PortalFacade],
})
export class PortalModule {}
