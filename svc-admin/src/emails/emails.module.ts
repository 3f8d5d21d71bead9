import { Module, type DynamicModule } from '@nestjs/common';
import type { AdminEnv } from '../config/env';
import { DRAFT_DEADLINE, EmailDraftsService } from './email-drafts.service';
import { EmailsController } from './emails.controller';

@Module({})
export class EmailsModule {
  static forRoot(env: AdminEnv): DynamicModule {
    return {
      module: EmailsModule,
      controllers: [EmailsController],
      providers: [EmailDraftsService, { provide: DRAFT_DEADLINE, useValue: env.DRAFT_DEADLINE_MS }],
    };
  }
}
