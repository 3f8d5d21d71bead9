import { RATE_LIMIT, RateLimitGuard, type RateLimitOptions } from '@biz/server-kit';
import { Logger, Module, type DynamicModule } from '@nestjs/common';
import type { AdminEnv } from '../config/env';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthService } from './admin-auth.service';
import { AdminPassword } from './admin-password';
import { AdminStatusController } from './admin-status.controller';
import { AuditEventRepository } from './audit-event.repository';
import { AuthUserController } from './auth-user.controller';
import { IdentityService } from './identity.service';
import { SessionLifecycle } from './session-lifecycle';

@Module({})
export class IdentityModule {
  static forRoot(env: AdminEnv): DynamicModule {
    const rateLimit: RateLimitOptions = { perMinute: env.ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE, keyPrefix: env.QUEUE_PREFIX, scope: 'admin-login' };
    return {
      module: IdentityModule,
      controllers: [AdminAuthController, AdminStatusController, AuthUserController],
      providers: [
        IdentityService,
        AdminAuthService,
        SessionLifecycle,
        AuditEventRepository,
        RateLimitGuard,
        { provide: RATE_LIMIT, useValue: rateLimit },
        { provide: AdminPassword, useFactory: () => AdminPassword.of(env.ADMIN_PASSWORD ?? madeUpPassword()) },
      ],
      exports: [AuditEventRepository],
    };
  }
}

/** Development only (production refuses to start without ADMIN_PASSWORD): say the password, once. */
function madeUpPassword(): string {
  const password = AdminPassword.madeUp();
  new Logger('AdminPassword').warn(`ADMIN_PASSWORD is not set: the admin password of this process is ${password}`);
  return password;
}
