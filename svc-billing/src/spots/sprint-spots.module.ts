import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { SprintSpotsController } from './sprint-spots.controller';
import { SprintSpotsRepository } from './sprint-spots.repository';
import { SprintSpotsService } from './sprint-spots.service';

/** The sales page's count of this week's sprint spots; orders take them as they are paid (`OrdersModule`). */
@Module({
  imports: [OrdersModule],
  controllers: [SprintSpotsController],
  providers: [SprintSpotsService, SprintSpotsRepository],
})
export class SprintSpotsModule {}
