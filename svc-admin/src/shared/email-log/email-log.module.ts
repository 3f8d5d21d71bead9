import { Module } from '@nestjs/common';
import { ADMIN_ENV, type AdminEnv } from '../../config/env';
import { AuditModule } from '../audit/audit.module';
import { ContextClientsModule } from '../contexts/context-clients.module';
import { AgencyEmailRepository } from './agency-email.repository';
import { EmailSenderService } from './email-sender.service';
import { PlanLinks } from './plan-links';

/** The agency's email log and its sender: the desk's emails, calls and inbox write to it, and so do the portal's notices. */
@Module({
  imports: [AuditModule, ContextClientsModule],
  providers: [AgencyEmailRepository, EmailSenderService, { provide: PlanLinks, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => new PlanLinks(env.LINK_SIGNING_KEY, env.PUBLIC_URL) }],
  exports: [AgencyEmailRepository, EmailSenderService, PlanLinks],
})
export class EmailLogModule {}
