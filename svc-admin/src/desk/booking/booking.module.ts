import { RATE_LIMIT, RateLimitGuard } from '@biz/server-kit';
import { Module } from '@nestjs/common';
import { ADMIN_ENV, type AdminEnv } from '../../config/env';
import { rateLimitOf } from '../../config/rate-limit-of';
import { CallsModule } from '../calls/calls.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { BookingController } from './booking.controller';
import { BOOKING_SETTINGS, type BookingSettings } from './booking-settings';
import { BookingService } from './booking.service';
import { CallHolds } from './call-holds';
import { CallLinks } from './call-links';

@Module({
  imports: [CallsModule, ContextClientsModule],
  controllers: [BookingController],
  providers: [
    BookingService,
    CallHolds,
    { provide: CallLinks, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => new CallLinks(env.LINK_SIGNING_KEY) },
    {
      provide: BOOKING_SETTINGS,
      inject: [ADMIN_ENV],
      useFactory: (env: AdminEnv): BookingSettings => ({ publicUrl: env.PUBLIC_URL.replace(/\/$/, ''), agencyEmail: env.ADMIN_ALERT_EMAIL ?? env.SUPPORT_EMAIL }),
    },
    RateLimitGuard,
    { provide: RATE_LIMIT, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => rateLimitOf(env, env.BOOKING_RATE_LIMIT_PER_MINUTE, 'call-booking') },
  ],
})
export class BookingModule {}
