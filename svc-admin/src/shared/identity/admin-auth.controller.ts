import { LOGOUT_REDIRECT_PATH, type EndpointInput } from '@biz/contracts';
import { Endpoint, fromOwnSite, Input, RateLimitGuard } from '@biz/server-kit';
import { Controller, Inject, Redirect, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminAuthService } from './admin-auth.service';
import { callerOf } from './caller';
import { SessionCookies } from './session-cookies';

/** Its handlers take the request and the reply: the session cookie is set or cleared on the reply, Secure when the request came over https. */
@Controller()
export class AdminAuthController {
  constructor(
    @Inject(AdminAuthService) private readonly auth: AdminAuthService,
    @Inject(SessionCookies) private readonly cookies: SessionCookies,
  ) {}

  @Endpoint('adminLogin')
  @UseGuards(RateLimitGuard)
  async login(@Input() { body }: EndpointInput<'adminLogin'>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.cookies.started(request, reply, await this.auth.login(body.password, callerOf(request)), { success: true });
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
