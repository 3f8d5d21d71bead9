import { LOGOUT_REDIRECT_PATH, type EndpointInput } from '@biz/contracts';
import { clearedSessionCookie, Endpoint, Input, RateLimitGuard, sessionCookie, SessionStore } from '@biz/server-kit';
import { Controller, Inject, Redirect, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminAuthService } from './admin-auth.service';
import { callerOf, overHttps } from './caller';

@Controller()
export class AdminAuthController {
  constructor(
    @Inject(AdminAuthService) private readonly auth: AdminAuthService,
    @Inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  /** Sign-in and sign-out take the request and reply: the session cookie is set (Secure over https) on the reply. */
  @Endpoint('adminLogin')
  @UseGuards(RateLimitGuard)
  async login(@Input() { body }: EndpointInput<'adminLogin'>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const id = await this.auth.login(body.password, callerOf(request));
    reply.header('set-cookie', sessionCookie(id, { maxAgeSeconds: this.sessions.absoluteTimeoutSeconds, secure: overHttps(request) }));
    return { success: true };
  }

  @Endpoint('adminLogout')
  async logout(@Input() _empty: EndpointInput<'adminLogout'>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.auth.logout(callerOf(request));
    reply.header('set-cookie', clearedSessionCookie({ secure: overHttps(request) }));
    return { success: true };
  }

  /** A browser navigation: ends any session and goes home. */
  @Endpoint('logout')
  @Redirect(LOGOUT_REDIRECT_PATH, 303)
  async logoutAndLeave(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<undefined> {
    await this.auth.logout(callerOf(request));
    reply.header('set-cookie', clearedSessionCookie({ secure: overHttps(request) }));
    return undefined;
  }
}
