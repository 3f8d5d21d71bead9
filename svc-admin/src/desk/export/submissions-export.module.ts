import { Module } from '@nestjs/common';
import { AuditModule } from '../../shared/audit/audit.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { FollowUpsModule } from '../follow-ups/follow-ups.module';
import { PipelineModule } from '../pipeline/pipeline.module';
import { SubmissionsExportController } from './submissions-export.controller';
import { SubmissionsExportService } from './submissions-export.service';

@Module({
  imports: [AuditModule, ContextClientsModule, PipelineModule, FollowUpsModule],
  controllers: [SubmissionsExportController],
  providers: [SubmissionsExportService],
})
export class SubmissionsExportModule {}
