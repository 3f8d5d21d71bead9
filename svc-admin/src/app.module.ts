import { Module, type DynamicModule } from '@nestjs/common';
import type { AdminEnv } from './config/env';
import { DeskModule } from './desk/desk.module';
import { PortalModule } from './portal/portal.module';
import { BookingModule } from './booking/booking.module';
import { PlatformModule } from './shared/platform.module';

/** svc-admin: the agency's desk and the client's portal, on the platform they share. */
@Module({})
export class AppModule {
  /** `now` is the clock of the sessions and of the call scheduler's today: tests move it (expiry, a daylight saving change). */
  static forRoot(env: AdminEnv, { now }: { now?: () => number } = {}): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forRoot(env, now), DeskModule.forRoot(env, now), PortalModule.forRoot(env), BookingModule.forRoot(env, now)] };
  }
}
