import { RATE_LIMIT, RateLimitGuard, type RateLimitOptions } from '@biz/server-kit';
import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
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
@Module({})
export class OnboardingFormsModule {
  static forRoot = oncePerEnv((env) => ({
    module: OnboardingFormsModule,
    imports: [AuditModule, ContextClientsModule.forRoot(env), EmailsModule.forRoot(env), EmailLogModule.forRoot(env), FollowUpsModule.forRoot(env), PortalModule.forRoot(env)],
    controllers: [OnboardingFormsController, OnboardingAnswersController],
    providers: [
      OnboardingFormsService,
      OnboardingFormsRepository,
      OnboardingAnswersService,
      OnboardingAnswersRepository,
      OnboardingLinksRepository,
      { provide: ONBOARDING_SETUP, useValue: { links: SignedLinks.fromSecret(env.LINK_SIGNING_KEY), publicUrl: env.PUBLIC_URL, agencyEmail: env.SUPPORT_EMAIL } satisfies OnboardingSetup },
      // A link's holder may post answers, each emailing the owner: as many per address as booking allows.
      RateLimitGuard,
      { provide: RATE_LIMIT, useValue: { perMinute: env.BOOKING_RATE_LIMIT_PER_MINUTE, keyPrefix: env.QUEUE_PREFIX, scope: 'onboarding-link' } satisfies RateLimitOptions },
    ],
    exports: [OnboardingFormsRepository, OnboardingAnswersRepository, OnboardingLinksRepository],
  }));
}
