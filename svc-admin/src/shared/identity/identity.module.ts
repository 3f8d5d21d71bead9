import { RATE_LIMIT, RateLimitGuard, type RateLimitOptions } from '@biz/server-kit';
import { Logger, Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
import { AuditModule } from '../audit/audit.module';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthService } from './admin-auth.service';
import { AdminPassword } from './admin-password';
import { AdminStatusController } from './admin-status.controller';
import { AuthUserController } from './auth-user.controller';
import { IdentityService } from './identity.service';
import { PasswordPolicy } from './password-policy';
import { SessionCookies } from './session-cookies';
import { SessionLifecycle } from './session-lifecycle';

/** Sessions of both kinds (their start and end, audited), the agency's sign-in, who is signed in, and the rules of a new password. */
@Module({})
export class IdentityModule {
  static forRoot = oncePerEnv((env) => {
    const rateLimit: RateLimitOptions = { perMinute: env.ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE, keyPrefix: env.QUEUE_PREFIX, scope: 'admin-login' };
    return {
      module: IdentityModule,
      imports: [AuditModule],
      controllers: [AdminAuthController, AdminStatusController, AuthUserController],
      providers: [
        IdentityService,
        AdminAuthService,
        SessionLifecycle,
        SessionCookies,
        PasswordPolicy,
        RateLimitGuard,
        { provide: RATE_LIMIT, useValue: rateLimit },
        { provide: AdminPassword, useFactory: () => AdminPassword.of(env.ADMIN_PASSWORD ?? madeUpPassword()) },
      ],
      exports: [SessionLifecycle, SessionCookies, PasswordPolicy],
    };
  });
}

/** Development only (production refuses to start without ADMIN_PASSWORD): say the password, once. */
function madeUpPassword(): string {
  const password = AdminPassword.madeUp();
  new Logger('AdminPassword').warn(`ADMIN_PASSWORD is not set: the admin password of this process is ${password}`);
  return password;
}
