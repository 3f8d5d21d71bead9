import { ServerMessage, type EndpointInput } from '@biz/contracts';
import { clearedSessionCookie, CurrentSession, Endpoint, Input, RateLimitGuard, sessionCookie, SessionStore, type CurrentSessionValue, accountIdOf } from '@biz/server-kit';
import { Controller, Inject, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Caller, callerOf, overHttps } from '../../shared/identity/caller';
import { ClientAuthService } from './client-auth.service';
import { PasswordResetService } from '../password-reset/password-reset.service';
import { ClientDashboardService } from '../dashboard/client-dashboard.service';

@Controller()
export class ClientAuthController {
  constructor(
    @Inject(ClientAuthService) private readonly auth: ClientAuthService,
    @Inject(ClientDashboardService) private readonly dashboards: ClientDashboardService,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(PasswordResetService) private readonly resets: PasswordResetService,
  ) {}

  /** Signup, sign-in and sign-out take the request and reply: the session cookie is set (Secure over https) on the reply. */
  private signedIn(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
    reply.header('set-cookie', sessionCookie(sessionId, { maxAgeSeconds: this.sessions.absoluteTimeoutSeconds, secure: overHttps(request) }));
  }

  @Endpoint('clientSignup')
  @UseGuards(RateLimitGuard)
  async signup(@Input() { body }: EndpointInput<'clientSignup'>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    this.signedIn(request, reply, await this.auth.signup(body, callerOf(request)));
    return { success: true, message: ServerMessage.clientSignedUp };
  }

  @Endpoint('clientLogin')
  @UseGuards(RateLimitGuard)
  async login(@Input() { body }: EndpointInput<'clientLogin'>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    this.signedIn(request, reply, await this.auth.login(body, callerOf(request)));
    return { success: true, message: ServerMessage.clientLoggedIn };
  }

  @Endpoint('requestPasswordReset')
  @UseGuards(RateLimitGuard)
  requestReset(@Input() { body }: EndpointInput<'requestPasswordReset'>, @Caller() caller: Caller) {
    return this.resets.request(body.email, caller);
  }

  @Endpoint('confirmPasswordReset')
  @UseGuards(RateLimitGuard)
  confirmReset(@Input() { body }: EndpointInput<'confirmPasswordReset'>, @Caller() caller: Caller) {
    return this.resets.confirm(body, caller);
  }

  @Endpoint('clientLogout')
  async logout(@Input() _empty: EndpointInput<'clientLogout'>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.auth.logout(callerOf(request));
    reply.header('set-cookie', clearedSessionCookie({ secure: overHttps(request) }));
    return { success: true };
  }

  @Endpoint('clientStatus')
  status(@Caller() caller: Caller) {
    return this.auth.status(caller);
  }

  @Endpoint('clientDashboard')
  dashboard(@CurrentSession() { session }: CurrentSessionValue) {
    return this.dashboards.dashboard(accountIdOf(session));
  }
}
