import { RATE_LIMIT, RateLimitGuard } from '@biz/server-kit';
import { Module } from '@nestjs/common';
import { ADMIN_ENV, type AdminEnv } from '../../config/env';
import { rateLimitOf } from '../../config/rate-limit-of';
import { PortalModule } from '../../portal/portal.module';
import { AuditModule } from '../../shared/audit/audit.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { EmailLogModule } from '../../shared/email-log/email-log.module';
import { SignedLinks } from '../../shared/signed-links/signed-links';
import { EmailsModule } from '../emails/emails.module';
import { FollowUpsModule } from '../follow-ups/follow-ups.module';
import { OnboardingAnswersController } from './onboarding-answers.controller';
import { OnboardingAnswersRepository } from './onboarding-answers.repository';
import { ONBOARDING_SETUP, OnboardingAnswersService, type OnboardingSetup } from './onboarding-answers.service';
import { OnboardingFormsController } from './onboarding-forms.controller';
import { OnboardingFormsRepository } from './onboarding-forms.repository';
import { OnboardingFormsService } from './onboarding-forms.service';
import { OnboardingLinksRepository } from './onboarding-links.repository';

/**
 * Onboarding forms and their answers. Forms are drafted as emails are (the emails module's `Drafter`); links
 * are signed with a key derived from LINK_SIGNING_KEY (`SignedLinks.fromSecret`).
 */
@Module({
  imports: [AuditModule, ContextClientsModule, EmailsModule, EmailLogModule, FollowUpsModule, PortalModule],
  controllers: [OnboardingFormsController, OnboardingAnswersController],
  providers: [
    OnboardingFormsService,
    OnboardingFormsRepository,
    OnboardingAnswersService,
    OnboardingAnswersRepository,
    OnboardingLinksRepository,
    {
      provide: ONBOARDING_SETUP,
      inject: [ADMIN_ENV],
      useFactory: (env: AdminEnv): OnboardingSetup => ({ links: SignedLinks.fromSecret(env.LINK_SIGNING_KEY), publicUrl: env.PUBLIC_URL, agencyEmail: env.SUPPORT_EMAIL }),
    },
    // A link's holder may post answers, each emailing the owner: as many per address as booking allows.
    RateLimitGuard,
    { provide: RATE_LIMIT, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => rateLimitOf(env, env.BOOKING_RATE_LIMIT_PER_MINUTE, 'onboarding-link') },
  ],
  exports: [OnboardingFormsRepository, OnboardingAnswersRepository, OnboardingLinksRepository],
})
export class OnboardingFormsModule {}
