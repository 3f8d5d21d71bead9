import { INBOX_OPTIONS, jobBackoffOf } from '@biz/server-kit';
import { Module, type DynamicModule } from '@nestjs/common';
import type { BillingEnv } from '../config/env';
import { ABANDONED_AFTER_MINUTES } from './abandoned-after';
import { EmailInbox } from './email-inbox';
import { FulfilmentService } from './fulfilment.service';
import { OrderEvents } from './order-events.service';
import { OrderRecordsController } from './order-records.controller';
import { OrderRecordsService } from './order-records.service';
import { OrderRefundsService } from './order-refunds.service';
import { OrdersRepository } from './orders.repository';

/** Orders, their payments' news from Stripe, their fulfilment and confirmation emails, and the internal orders API. */
@Module({})
export class OrdersModule {
  static forRoot(env: BillingEnv, stripe: DynamicModule): DynamicModule {
    return {
      module: OrdersModule,
      imports: [stripe],
      controllers: [OrderRecordsController],
      providers: [
        OrdersRepository,
        OrderRecordsService,
        OrderRefundsService,
        FulfilmentService,
        OrderEvents,
        EmailInbox,
        { provide: ABANDONED_AFTER_MINUTES, useValue: env.ABANDONED_CHECKOUT_AFTER_MINUTES },
        { provide: INBOX_OPTIONS, useValue: { redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX, backoff: jobBackoffOf(env) } },
      ],
      exports: [OrdersRepository, FulfilmentService, OrderEvents],
    };
  }
}
