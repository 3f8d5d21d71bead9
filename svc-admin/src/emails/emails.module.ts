import { INBOX_OPTIONS, jobBackoffOf } from '@biz/server-kit';
import { Module, type DynamicModule } from '@nestjs/common';
import { draftsFromOf, type AdminEnv } from '../config/env';
import { AuditEventRepository } from '../identity/audit-event.repository';
import { AdminInbox } from './admin-inbox';
import { AgencyEmailRepository } from './agency-email.repository';
import { Drafter, DRAFTS, type DraftSettings } from '../drafts/drafter';
import { EmailDraftsService } from './email-drafts.service';
import { EmailSenderService } from './email-sender.service';
import { EmailsController } from './emails.controller';

/** Global: the calls and the client profile use the email log and its sender too (one inbox, one sweep); onboarding forms are drafted by the same `Drafter`. */
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
        AdminInbox,
        { provide: DRAFTS, useValue: { from: draftsFromOf(env), deadlineMs: env.DRAFT_DEADLINE_MS } satisfies DraftSettings },
        { provide: INBOX_OPTIONS, useValue: { redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX, backoff: jobBackoffOf(env) } },
      ],
      exports: [AgencyEmailRepository, EmailSenderService, Drafter],
    };
  }
}
