import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
import { PortalModule } from '../../portal/portal.module';
import { AutomationsController } from './automations.controller';

@Module({})
export class DeskAutomationsModule {
  static forRoot = oncePerEnv((env) => ({ module: DeskAutomationsModule, imports: [PortalModule.forRoot(env)], controllers: [AutomationsController] }));
}
