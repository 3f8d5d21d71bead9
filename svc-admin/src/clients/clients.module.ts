import { Module } from '@nestjs/common';
import { AutomationRepository } from '../accounts/automation.repository';
import { ClientAccountRepository } from '../accounts/client-account.repository';
import { CallsRepository } from '../calls/calls.repository';
import { OnboardingFormsRepository } from '../onboarding/onboarding-forms.repository';
import { AuditEventRepository } from '../identity/audit-event.repository';
import { ClientsController } from './clients.controller';
import { ClientsService } from './clients.service';

@Module({ controllers: [ClientsController], providers: [ClientsService, AuditEventRepository, CallsRepository, OnboardingFormsRepository, ClientAccountRepository, AutomationRepository] })
export class ClientsModule {}
