import { Module } from '@nestjs/common';
import { PortalModule } from '../../portal/portal.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { AdminSubscriptionsController } from './admin-subscriptions.controller';
import { AdminSubscriptionsService } from './admin-subscriptions.service';

@Module({
  imports: [ContextClientsModule, PortalModule],
  controllers: [AdminSubscriptionsController],
  providers: [AdminSubscriptionsService],
})
export class AdminSubscriptionsModule {}
