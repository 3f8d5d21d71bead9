import { Module, type DynamicModule } from '@nestjs/common';
import type { AdminEnv } from './config/env';
import { DeskModule } from './desk/desk.module';
import { PortalModule } from './portal/portal.module';
import { PlatformModule } from './shared/platform.module';

/** svc-admin: the agency's desk and the client's portal, on the platform they share. */
@Module({ imports: [DeskModule, PortalModule] })
export class AppModule {
  /** The env and the clock enter here, once: the platform provides them to every module (`ADMIN_ENV`, `AGENCY_CLOCK`). */
  static forRoot(env: AdminEnv, { now }: { now?: () => number } = {}): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forRoot(env, now)] };
  }
}
