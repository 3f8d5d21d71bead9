import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
import { AuditModule } from '../../shared/audit/audit.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { DocumentsModule } from '../../shared/documents/documents.module';
import { EmailLogModule } from '../../shared/email-log/email-log.module';
import { PlanPdfController } from './plan-pdf.controller';
import { PlanPdfService } from './plan-pdf.service';

/** A submission's plan as the PDF the worker renders (the plans themselves are svc-intake's). */
@Module({})
export class PlanPdfsModule {
  static forRoot = oncePerEnv((env) => ({
    module: PlanPdfsModule,
    imports: [AuditModule, ContextClientsModule.forRoot(env), DocumentsModule.forRoot(env), EmailLogModule.forRoot(env)],
    controllers: [PlanPdfController],
    providers: [PlanPdfService],
  }));
}
