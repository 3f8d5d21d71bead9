import { Module, type DynamicModule } from '@nestjs/common';
import type { AdminEnv } from '../config/env';
import { AuditEventRepository } from '../identity/audit-event.repository';
import { PlanPdfController } from './plan-pdf.controller';
import { PlanPdfService } from './plan-pdf.service';
import { DOCUMENT_DEADLINE } from './worker-pdf';

@Module({})
export class PlansModule {
  static forRoot(env: AdminEnv): DynamicModule {
    return {
      module: PlansModule,
      controllers: [PlanPdfController],
      providers: [PlanPdfService, AuditEventRepository, { provide: DOCUMENT_DEADLINE, useValue: env.DOCUMENT_DEADLINE_MS }],
    };
  }
}
