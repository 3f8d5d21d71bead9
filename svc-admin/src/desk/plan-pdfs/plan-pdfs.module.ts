import { Module } from '@nestjs/common';
import { AuditModule } from '../../shared/audit/audit.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { DocumentsModule } from '../../shared/documents/documents.module';
import { EmailLogModule } from '../../shared/email-log/email-log.module';
import { PlanPdfController } from './plan-pdf.controller';
import { PlanPdfService } from './plan-pdf.service';

/** A submission's plan as the PDF the worker renders (the plans themselves are svc-intake's). */
@Module({
  imports: [AuditModule, ContextClientsModule, DocumentsModule, EmailLogModule],
  controllers: [PlanPdfController],
  providers: [PlanPdfService],
})
export class PlanPdfsModule {}
