import { LOGOUT_REDIRECT_PATH, type EndpointInput } from '@biz/contracts';
import { Endpoint, fromOwnSite, Input, RateLimitGuard } from '@biz/server-kit';
import { Controller, Inject, Redirect, Req, Res, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminAuthService } from './admin-auth.service';
import { callerOf } from './caller';
import { SessionCookies } from './session-cookies';
import type { ProvenRequest } from './sign-in-strategy';

/** Its handlers take the request and the reply: the session cookie is set or cleared on the reply, Secure when the request came over https. */
@Controller()
export class AdminAuthController {
  constructor(
    @Inject(AdminAuthService) private readonly auth: AdminAuthService,
    @Inject(SessionCookies) private readonly cookies: SessionCookies,
  ) {}

  /** `AdminLoginStrategy` proved the bootstrap password and started the session (its id is `request.user`). */
  @Endpoint('adminLogin')
  @UseGuards(RateLimitGuard, AuthGuard('adminLogin'))
  login(@Input() _proven: EndpointInput<'adminLogin'>, @Req() request: ProvenRequest<string>, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.cookies.started(request, reply, request.user, { success: true });
  }

  @Endpoint('adminLogout')
  async logout(@Input() _empty: EndpointInput<'adminLogout'>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.auth.logout(callerOf(request));
    return this.cookies.ended(request, reply, { success: true });
  }

  /**
   * A browser navigation: ends any session and goes home. From another site (a link or image on a foreign
   * page) it only goes home: the session stays, so no other site can sign a visitor out (`fromOwnSite`).
   */
  @Endpoint('logout')
  @Redirect(LOGOUT_REDIRECT_PATH, 303)
  async logoutAndLeave(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<undefined> {
    if (!fromOwnSite(request.headers)) return undefined;
    await this.auth.logout(callerOf(request));
    return this.cookies.ended(request, reply, undefined);
  }
}
