import { Module, type DynamicModule } from '@nestjs/common';
import { draftsFromOf, type AdminEnv } from '../config/env';
import { AuditEventRepository } from '../identity/audit-event.repository';
import { AgencyEmailRepository } from './agency-email.repository';
import { Drafter, DRAFTS, type DraftSettings } from '../drafts/drafter';
import { EmailDraftsService } from './email-drafts.service';
import { EmailSenderService } from './email-sender.service';
import { EmailsController } from './emails.controller';

/** Global: the calls, the client profile and the inbox use the email log and its sender too (one sweep); onboarding forms are drafted by the same `Drafter`. */
@Module({})
export class EmailsModule {
  static forRoot(env: AdminEnv): DynamicModule {
    return {
      module: EmailsModule,
      global: true,
      controllers: [EmailsController],
      providers: [
        EmailDraftsService,
        Drafter,
        EmailSenderService,
        AgencyEmailRepository,
        AuditEventRepository,
        { provide: DRAFTS, useValue: { from: draftsFromOf(env), deadlineMs: env.DRAFT_DEADLINE_MS } satisfies DraftSettings },
      ],
      exports: [AgencyEmailRepository, EmailSenderService, Drafter],
    };
  }
}
