import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
import { AuditModule } from '../../shared/audit/audit.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { PipelineModule } from '../pipeline/pipeline.module';
import { BusinessMergesController } from './business-merges.controller';
import { BusinessMergesRepository } from './business-merges.repository';
import { BusinessMergesService } from './business-merges.service';

/** Two addresses of one business made one, and undone; the record lists the merges in force. */
@Module({})
export class BusinessMergesModule {
  static forRoot = oncePerEnv((env) => ({
    module: BusinessMergesModule,
    imports: [AuditModule, ContextClientsModule.forRoot(env), PipelineModule.forRoot(env)],
    controllers: [BusinessMergesController],
    providers: [BusinessMergesService, BusinessMergesRepository],
    exports: [BusinessMergesService],
  }));
}
