import { Module } from '@nestjs/common';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';

@Module({ imports: [ContextClientsModule], controllers: [AdminOrdersController], providers: [AdminOrdersService] })
export class AdminOrdersModule {}
