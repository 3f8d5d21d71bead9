import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
import { AuditModule } from '../audit/audit.module';
import { ContextClientsModule } from '../contexts/context-clients.module';
import { AgencyEmailRepository } from './agency-email.repository';
import { EmailSenderService } from './email-sender.service';
import { PlanLinks } from './plan-links';

/** The agency's email log and its sender: the desk's emails, calls and inbox write to it, and so do the portal's notices. */
@Module({})
export class EmailLogModule {
  static forRoot = oncePerEnv((env) => ({
    module: EmailLogModule,
    imports: [AuditModule, ContextClientsModule.forRoot(env)],
    providers: [AgencyEmailRepository, EmailSenderService, { provide: PlanLinks, useValue: new PlanLinks(env.LINK_SIGNING_KEY, env.PUBLIC_URL) }],
    exports: [AgencyEmailRepository, EmailSenderService, PlanLinks],
  }));
}
