import { Module } from '@nestjs/common';
import { PortalModule } from '../../portal/portal.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { PipelineModule } from '../pipeline/pipeline.module';
import { ProposalsModule } from '../proposals/proposals.module';
import { DashboardController } from './dashboard.controller';
import { DeskDashboardService } from './desk-dashboard.service';

@Module({ imports: [ContextClientsModule, PipelineModule, PortalModule, ProposalsModule], controllers: [DashboardController], providers: [DeskDashboardService] })
export class DashboardModule {}
