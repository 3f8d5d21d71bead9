import { Module } from '@nestjs/common';
import { AuditModule } from '../../shared/audit/audit.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { FollowUpsModule } from '../follow-ups/follow-ups.module';
import { ActivitiesRepository } from './activities.repository';
import { TasksController } from './tasks.controller';
import { TasksRepository } from './tasks.repository';
import { TasksService } from './tasks.service';

/** The tasks on each business (My day lists the open ones) and the calls and meetings the team logs on its timeline. */
@Module({
  imports: [AuditModule, ContextClientsModule, FollowUpsModule],
  controllers: [TasksController],
  providers: [TasksService, TasksRepository, ActivitiesRepository],
  exports: [TasksService],
})
export class TasksModule {}
