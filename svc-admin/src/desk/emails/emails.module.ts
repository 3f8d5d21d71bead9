import { Module } from '@nestjs/common';
import { ADMIN_ENV, draftsFromOf, type AdminEnv } from '../../config/env';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { EmailLogModule } from '../../shared/email-log/email-log.module';
import { Drafter, DRAFTS, type DraftSettings } from './drafter';
import { EmailDraftsService } from './email-drafts.service';
import { EmailsController } from './emails.controller';

/** The agency's emails: drafted (by the worker, through the `Drafter` onboarding forms use too), sent and resent through the log. */
@Module({
  imports: [EmailLogModule, ContextClientsModule],
  controllers: [EmailsController],
  providers: [
    EmailDraftsService,
    Drafter,
    { provide: DRAFTS, inject: [ADMIN_ENV], useFactory: (env: AdminEnv): DraftSettings => ({ from: draftsFromOf(env), deadlineMs: env.DRAFT_DEADLINE_MS }) },
  ],
  exports: [Drafter],
})
export class EmailsModule {}
