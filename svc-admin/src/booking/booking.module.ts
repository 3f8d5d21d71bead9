import { RATE_LIMIT, RateLimitGuard, type RateLimitOptions } from '@biz/server-kit';
import { Module } from '@nestjs/common';
import { oncePerEnv } from '../config/once-per-env';
import { CallsModule } from '../desk/calls/calls.module';
import { ContextClientsModule } from '../shared/contexts/context-clients.module';
import { BookingController } from './booking.controller';
import { BOOKING_SETTINGS, type BookingSettings } from './booking-settings';
import { BookingService } from './booking.service';
import { CallHolds } from './call-holds';
import { CallLinks } from './call-links';

@Module({})
export class BookingModule {
  static forRoot = oncePerEnv((env, now?: () => number) => {
    const rateLimit: RateLimitOptions = { perMinute: env.BOOKING_RATE_LIMIT_PER_MINUTE, keyPrefix: env.QUEUE_PREFIX, scope: 'call-booking' };
    return {
      module: BookingModule,
      imports: [CallsModule.forRoot(env, now), ContextClientsModule.forRoot(env)],
      controllers: [BookingController],
      providers: [
        BookingService,
        CallHolds,
        { provide: CallLinks, useFactory: () => new CallLinks(env.LINK_SIGNING_KEY) },
        { provide: BOOKING_SETTINGS, useValue: { publicUrl: env.PUBLIC_URL.replace(/\/$/, ''), agencyEmail: env.ADMIN_ALERT_EMAIL ?? env.SUPPORT_EMAIL } satisfies BookingSettings },
        RateLimitGuard,
        { provide: RATE_LIMIT, useValue: rateLimit },
      ],
    };
  });
}
