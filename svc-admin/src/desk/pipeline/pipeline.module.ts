import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { PipelineController } from './pipeline.controller';
import { PipelineBoardService } from './pipeline-board.service';
import { PipelineRepository } from './pipeline.repository';
import { PipelineService } from './pipeline.service';

/** Where each business stands with the agency; the modules whose happenings move it import it. */
@Module({})
export class PipelineModule {
  static forRoot = oncePerEnv((env) => ({
    module: PipelineModule,
    imports: [ContextClientsModule.forRoot(env)],
    controllers: [PipelineController],
    providers: [PipelineService, PipelineBoardService, PipelineRepository],
    exports: [PipelineService],
  }));
}
