import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
import { PortalModule } from '../../portal/portal.module';
import { SupportInboxController } from './support-inbox.controller';

@Module({})
export class SupportInboxModule {
  static forRoot = oncePerEnv((env) => ({ module: SupportInboxModule, imports: [PortalModule.forRoot(env)], controllers: [SupportInboxController] }));
}
