import { Module } from '@nestjs/common';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { TasksModule } from '../tasks/tasks.module';
import { PipelineController } from './pipeline.controller';
import { PipelineBoardService } from './pipeline-board.service';
import { PipelineRepository } from './pipeline.repository';
import { PipelineService } from './pipeline.service';

/** Where each business stands with the agency; the modules whose happenings move it import it. */
@Module({
  imports: [ContextClientsModule, TasksModule],
  controllers: [PipelineController],
  providers: [PipelineService, PipelineBoardService, PipelineRepository],
  exports: [PipelineService],
})
export class PipelineModule {}
