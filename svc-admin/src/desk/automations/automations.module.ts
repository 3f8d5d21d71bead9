import { Module } from '@nestjs/common';
import { PortalModule } from '../../portal/portal.module';
import { PipelineModule } from '../pipeline/pipeline.module';
import { AutomationsController } from './automations.controller';
import { DeskAutomationsService } from './desk-automations.service';

@Module({ imports: [PortalModule, PipelineModule], controllers: [AutomationsController], providers: [DeskAutomationsService] })
export class DeskAutomationsModule {}
