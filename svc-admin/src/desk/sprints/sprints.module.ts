import { Module } from '@nestjs/common';
import { PortalModule } from '../../portal/portal.module';
import { AgencyNoticesModule } from '../../shared/agency-notices/agency-notices.module';
import { AuditModule } from '../../shared/audit/audit.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { EmailLogModule } from '../../shared/email-log/email-log.module';
import { PipelineModule } from '../pipeline/pipeline.module';
import { TasksModule } from '../tasks/tasks.module';
import { OrderRefundsService } from './order-refunds.service';
import { SprintWorkService } from './sprint-work.service';
import { SprintsController } from './sprints.controller';

/** Paid sprints as work: their automations (from the inbox's payment notice or the agency's choice) and their refunds. */
@Module({
  imports: [AgencyNoticesModule, AuditModule, ContextClientsModule, EmailLogModule, PortalModule, PipelineModule, TasksModule],
  controllers: [SprintsController],
  providers: [SprintWorkService, OrderRefundsService],
  exports: [SprintWorkService],
})
export class SprintsModule {}
