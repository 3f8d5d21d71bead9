import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
import { PortalModule } from '../../portal/portal.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { AdminSubscriptionsController } from './admin-subscriptions.controller';
import { AdminSubscriptionsService } from './admin-subscriptions.service';

@Module({})
export class AdminSubscriptionsModule {
  static forRoot = oncePerEnv((env) => ({
    module: AdminSubscriptionsModule,
    imports: [ContextClientsModule.forRoot(env), PortalModule.forRoot(env)],
    controllers: [AdminSubscriptionsController],
    providers: [AdminSubscriptionsService],
  }));
}
