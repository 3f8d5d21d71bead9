import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';

@Module({})
export class AdminOrdersModule {
  static forRoot = oncePerEnv((env) => ({ module: AdminOrdersModule, imports: [ContextClientsModule.forRoot(env)], controllers: [AdminOrdersController], providers: [AdminOrdersService] }));
}
