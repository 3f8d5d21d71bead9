import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
import { PortalModule } from '../../portal/portal.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { PipelineModule } from '../pipeline/pipeline.module';
import { DashboardController } from './dashboard.controller';
import { DeskDashboardService } from './desk-dashboard.service';

@Module({})
export class DashboardModule {
  static forRoot = oncePerEnv((env) => ({ module: DashboardModule, imports: [ContextClientsModule.forRoot(env), PipelineModule.forRoot(env), PortalModule.forRoot(env)], controllers: [DashboardController], providers: [DeskDashboardService] }));
}
