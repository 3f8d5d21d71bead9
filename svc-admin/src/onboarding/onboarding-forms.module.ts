import { Module } from '@nestjs/common';
import { AuditEventRepository } from '../identity/audit-event.repository';
import { OnboardingFormsController } from './onboarding-forms.controller';
import { OnboardingFormsRepository } from './onboarding-forms.repository';
import { OnboardingFormsService } from './onboarding-forms.service';

/** Its `Drafter` comes from the global emails module: forms are drafted as emails are. */
@Module({ controllers: [OnboardingFormsController], providers: [OnboardingFormsService, OnboardingFormsRepository, AuditEventRepository] })
export class OnboardingFormsModule {}
