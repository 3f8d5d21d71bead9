import { Module } from '@nestjs/common';
import { PortalModule } from '../../portal/portal.module';
import { AuditModule } from '../../shared/audit/audit.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { EmailLogModule } from '../../shared/email-log/email-log.module';
import { CallsModule } from '../calls/calls.module';
import { OnboardingFormsModule } from '../onboarding/onboarding-forms.module';
import { BusinessMergesModule } from '../merges/business-merges.module';
import { PipelineModule } from '../pipeline/pipeline.module';
import { FollowUpsModule } from '../follow-ups/follow-ups.module';
import { TasksModule } from '../tasks/tasks.module';
import { ProposalsModule } from '../proposals/proposals.module';
import { SubmissionsController } from './submissions.controller';
import { NewBusinessService } from './new-business.service';
import { SubmissionsService } from './submissions.service';

/** A submission as the agency works it: its profile across the contexts, its deletion from all of them, and a business made by hand. */
@Module({
  imports: [AuditModule, ContextClientsModule, EmailLogModule, CallsModule, OnboardingFormsModule, PipelineModule, BusinessMergesModule, FollowUpsModule, TasksModule, ProposalsModule, PortalModule],
  controllers: [SubmissionsController],
  providers: [SubmissionsService, NewBusinessService],
})
export class SubmissionsModule {}
