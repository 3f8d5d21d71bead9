import { INBOX_OPTIONS, jobBackoffOf, type InboxOptions } from '@biz/server-kit';
import { Module } from '@nestjs/common';
import { BILLING_ENV, type BillingEnv } from '../config/env';
import { SPRINT_WEEK_RULE, sprintWeekRuleOf } from '../spots/sprint-weeks';
import { StripeModule } from '../stripe/stripe.module';
import { ABANDONED_AFTER_MINUTES } from './abandoned-after';
import { EmailInbox } from './email-inbox';
import { FulfilmentService } from './fulfilment.service';
import { OrderEvents } from './order-events.service';
import { OrderRecordsController } from './order-records.controller';
import { OrderRecordsService } from './order-records.service';
import { OrderRefundsService } from './order-refunds.service';
import { OrdersRepository } from './orders.repository';

/** Orders, their payments' news from Stripe, their fulfilment and confirmation emails, and the internal orders API. */
@Module({
  imports: [StripeModule],
  controllers: [OrderRecordsController],
  providers: [
    OrdersRepository,
    OrderRecordsService,
    OrderRefundsService,
    FulfilmentService,
    OrderEvents,
    EmailInbox,
    { provide: SPRINT_WEEK_RULE, inject: [BILLING_ENV], useFactory: sprintWeekRuleOf },
    { provide: ABANDONED_AFTER_MINUTES, inject: [BILLING_ENV], useFactory: (env: BillingEnv) => env.ABANDONED_CHECKOUT_AFTER_MINUTES },
    { provide: INBOX_OPTIONS, inject: [BILLING_ENV], useFactory: (env: BillingEnv): InboxOptions => ({ redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX, backoff: jobBackoffOf(env) }) },
  ],
  exports: [OrdersRepository, FulfilmentService, OrderEvents, SPRINT_WEEK_RULE],
})
export class OrdersModule {}
