import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
import { AuditModule } from '../../shared/audit/audit.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { FollowUpsModule } from '../follow-ups/follow-ups.module';
import { PipelineModule } from '../pipeline/pipeline.module';
import { SubmissionsExportController } from './submissions-export.controller';
import { SubmissionsExportService } from './submissions-export.service';

@Module({})
export class SubmissionsExportModule {
  static forRoot = oncePerEnv((env) => ({
    module: SubmissionsExportModule,
    imports: [AuditModule, ContextClientsModule.forRoot(env), PipelineModule.forRoot(env), FollowUpsModule.forRoot(env)],
    controllers: [SubmissionsExportController],
    providers: [SubmissionsExportService],
  }));
}
