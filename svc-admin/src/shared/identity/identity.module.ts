import { RATE_LIMIT, RateLimitGuard, REDIS } from '@biz/server-kit';
import type { Redis } from 'ioredis';
import { Logger, Module } from '@nestjs/common';
import { ADMIN_ENV, passwordSignInOf, singleSignOnOf, type AdminEnv } from '../../config/env';
import { rateLimitOf } from '../../config/rate-limit-of';
import { AuditModule } from '../audit/audit.module';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthService, PASSWORD_SIGN_IN } from './admin-auth.service';
import { AdminPassword } from './admin-password';
import { AdminStatusController } from './admin-status.controller';
import { AuthUserController } from './auth-user.controller';
import { IdentityService } from './identity.service';
import { defaultLoginThrottle, LoginThrottle } from './login-throttle';
import { PasswordPolicy } from './password-policy';
import { SessionCookies } from './session-cookies';
import { SessionLifecycle } from './session-lifecycle';
import { StaffAccountRepository } from './staff/staff-account.repository';
import { STAFF_CHALLENGE_PREFIX, StaffChallenges } from './staff/staff-challenges';
import { StaffInviteRepository } from './staff/staff-invite.repository';
import { STAFF_PUBLIC_URL, StaffInvitesService } from './staff/staff-invites.service';
import { StaffMfaCipher } from './staff/staff-mfa-cipher';
import { StaffPasswordService } from './staff/staff-password.service';
import { StaffSignInController } from './staff/staff-sign-in.controller';
import { StaffAlerts } from './staff/staff-alerts';
import { StaffSignInService } from './staff/staff-sign-in.service';
import { StaffTeamController } from './staff/staff-team.controller';
import { StaffTeamService } from './staff/staff-team.service';
import { OidcRelyingParty } from './single-sign-on/oidc-relying-party';
import { SignInPolicyRepository } from './single-sign-on/sign-in-policy.repository';
import { SingleSignOnController } from './single-sign-on/single-sign-on.controller';
import { SINGLE_SIGN_ON, SingleSignOnService } from './single-sign-on/single-sign-on.service';
import { SingleSignOnStrategy } from './single-sign-on/single-sign-on.strategy';
import { AdminLoginStrategy } from './admin-login.strategy';
import { StaffCodeStrategy, StaffPasswordStrategy } from './staff/staff-login.strategies';

/** Sessions of both kinds (their start and end, audited), the agency's team and its sign-in (password and code, or single sign-on), who is signed in, and the rules of a new password. */
@Module({
  imports: [AuditModule],
  controllers: [AdminAuthController, AdminStatusController, AuthUserController, StaffSignInController, StaffTeamController, SingleSignOnController],
  providers: [
    IdentityService,
    AdminAuthService,
    StaffAccountRepository,
    StaffInviteRepository,
    StaffChallenges,
    StaffSignInService,
    StaffAlerts,
    StaffInvitesService,
    StaffTeamService,
    StaffPasswordService,
    SignInPolicyRepository,
    SingleSignOnService,
    SingleSignOnStrategy,
    AdminLoginStrategy,
    StaffPasswordStrategy,
    StaffCodeStrategy,
    { provide: SINGLE_SIGN_ON, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => connectedProvider(singleSignOnOf(env)) },
    { provide: StaffMfaCipher, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => new StaffMfaCipher(env.STAFF_MFA_KEY) },
    { provide: STAFF_CHALLENGE_PREFIX, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => env.QUEUE_PREFIX },
    { provide: STAFF_PUBLIC_URL, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => env.PUBLIC_URL },
    { provide: PASSWORD_SIGN_IN, inject: [ADMIN_ENV], useFactory: passwordSignInOf },
    SessionLifecycle,
    SessionCookies,
    PasswordPolicy,
    { provide: LoginThrottle, inject: [REDIS, ADMIN_ENV], useFactory: (redis: Redis, env: AdminEnv) => new LoginThrottle(redis, { ...defaultLoginThrottle, keyPrefix: env.QUEUE_PREFIX }) },
    RateLimitGuard,
    { provide: RATE_LIMIT, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => rateLimitOf(env, env.ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE, 'admin-login') },
    { provide: AdminPassword, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => AdminPassword.of(env.ADMIN_PASSWORD ?? madeUpPassword()) },
  ],
  exports: [SessionLifecycle, SessionCookies, PasswordPolicy, LoginThrottle],
})
export class IdentityModule {}

/** The agency's OpenID Connect provider, discovered at boot (a provider that does not answer yet is asked again at the first sign-in). */
function connectedProvider(settings: ReturnType<typeof singleSignOnOf>): OidcRelyingParty | null {
  if (!settings) return null;
  const provider = new OidcRelyingParty(settings);
  provider.warmUp();
  return provider;
}

/**
 * Development only (production refuses to start without ADMIN_PASSWORD): the made-up password is said
 * once, on a terminal only; a log (stderr sent to a file or a collector) never gets it.
 */
function madeUpPassword(): string {
  const password = AdminPassword.madeUp();
  new Logger('AdminPassword').warn('ADMIN_PASSWORD is not set: this process made one up (set ADMIN_PASSWORD to choose it)');
  if (process.stderr.isTTY) process.stderr.write(`The admin password of this process: ${password}\n`);
  return password;
}
