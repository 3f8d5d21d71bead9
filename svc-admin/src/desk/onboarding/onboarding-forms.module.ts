import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
import { AuditModule } from '../../shared/audit/audit.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { EmailsModule } from '../emails/emails.module';
import { OnboardingFormsController } from './onboarding-forms.controller';
import { OnboardingFormsRepository } from './onboarding-forms.repository';
import { OnboardingFormsService } from './onboarding-forms.service';

/** Forms are drafted as emails are: by the emails module's `Drafter`. */
@Module({})
export class OnboardingFormsModule {
  static forRoot = oncePerEnv((env) => ({
    module: OnboardingFormsModule,
    imports: [AuditModule, ContextClientsModule.forRoot(env), EmailsModule.forRoot(env)],
    controllers: [OnboardingFormsController],
    providers: [OnboardingFormsService, OnboardingFormsRepository],
    exports: [OnboardingFormsRepository],
  }));
}
