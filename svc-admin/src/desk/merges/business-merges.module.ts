import { Module } from '@nestjs/common';
import { AuditModule } from '../../shared/audit/audit.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { PipelineModule } from '../pipeline/pipeline.module';
import { BusinessMergesController } from './business-merges.controller';
import { BusinessMergesRepository } from './business-merges.repository';
import { BusinessMergesService } from './business-merges.service';

/** Two addresses of one business made one, and undone; the record lists the merges in force. */
@Module({
  imports: [AuditModule, ContextClientsModule, PipelineModule],
  controllers: [BusinessMergesController],
  providers: [BusinessMergesService, BusinessMergesRepository],
  exports: [BusinessMergesService],
})
export class BusinessMergesModule {}
