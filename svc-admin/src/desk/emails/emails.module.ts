import { Module } from '@nestjs/common';
import { draftsFromOf } from '../../config/env';
import { oncePerEnv } from '../../config/once-per-env';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { EmailLogModule } from '../../shared/email-log/email-log.module';
import { Drafter, DRAFTS, type DraftSettings } from './drafter';
import { EmailDraftsService } from './email-drafts.service';
import { EmailsController } from './emails.controller';

/** The agency's emails: drafted (by the worker, through the `Drafter` onboarding forms use too), sent and resent through the log. */
@Module({})
export class EmailsModule {
  static forRoot = oncePerEnv((env) => ({
    module: EmailsModule,
    imports: [EmailLogModule.forRoot(env), ContextClientsModule.forRoot(env)],
    controllers: [EmailsController],
    providers: [EmailDraftsService, Drafter, { provide: DRAFTS, useValue: { from: draftsFromOf(env), deadlineMs: env.DRAFT_DEADLINE_MS } satisfies DraftSettings }],
    exports: [Drafter],
  }));
}
