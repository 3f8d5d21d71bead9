import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
import { PortalModule } from '../../portal/portal.module';
import { PipelineModule } from '../pipeline/pipeline.module';
import { AutomationsController } from './automations.controller';
import { DeskAutomationsService } from './desk-automations.service';

@Module({})
export class DeskAutomationsModule {
  static forRoot = oncePerEnv((env) => ({ module: DeskAutomationsModule, imports: [PortalModule.forRoot(env), PipelineModule.forRoot(env)], controllers: [AutomationsController], providers: [DeskAutomationsService] }));
}
