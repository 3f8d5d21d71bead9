import type { EndpointInput, FinishSingleSignOnResponse } from '@biz/contracts';
import { Endpoint, hostCookie, Input, RateLimitGuard } from '@biz/server-kit';
import { Controller, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Caller, callerOf, overHttps } from '../caller';
import { SessionCookies } from '../session-cookies';
import { SessionLifecycle } from '../session-lifecycle';
import type { StaffCredentials } from '../staff/staff-account.repository';
import { SINGLE_SIGN_ON_COOKIE, SINGLE_SIGN_ON_SECONDS, SingleSignOnService } from './single-sign-on.service';
import { SINGLE_SIGN_ON_STRATEGY } from './single-sign-on.strategy';

/** Staff sign-in with the agency's OpenID Connect provider, and the owner's choice to require it. */
@Controller()
export class SingleSignOnController {
  constructor(
    @Inject(SingleSignOnService) private readonly singleSignOn: SingleSignOnService,
    @Inject(SessionLifecycle) private readonly lifecycle: SessionLifecycle,
    @Inject(SessionCookies) private readonly cookies: SessionCookies,
  ) {}

  @Endpoint('singleSignOnOffer')
  offer() {
    return this.singleSignOn.offer();
  }

  @Endpoint('startSingleSignOn')
  @UseGuards(RateLimitGuard)
  async start(@Input() _empty: EndpointInput<'startSingleSignOn'>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { authorizationUrl, browserKey } = await this.singleSignOn.start();
    reply.header('set-cookie', hostCookie(SINGLE_SIGN_ON_COOKIE, browserKey, { maxAgeSeconds: SINGLE_SIGN_ON_SECONDS, secure: overHttps(request) }));
    return { authorizationUrl };
  }

  /** The strategy proved the member (`request.user`); the session starts, and the started sign-in's cookie goes. */
  @Endpoint('finishSingleSignOn')
  @UseGuards(RateLimitGuard, AuthGuard(SINGLE_SIGN_ON_STRATEGY))
  async finish(@Input() _proven: EndpointInput<'finishSingleSignOn'>, @Req() request: FastifyRequest & { user: StaffCredentials }, @Res({ passthrough: true }) reply: FastifyReply): Promise<FinishSingleSignOnResponse> {
    const { id, role } = request.user;
    const sessionId = await this.lifecycle.start('admin', callerOf(request), { accountId: id, role, singleSignOn: true });
    const answer = this.cookies.started(request, reply, sessionId, { success: true } as const);
    reply.header('set-cookie', hostCookie(SINGLE_SIGN_ON_COOKIE, '', { maxAgeSeconds: 0, secure: overHttps(request) }));
    return answer;
  }

  @Endpoint('setSingleSignOnPolicy')
  setPolicy(@Input() { body }: EndpointInput<'setSingleSignOnPolicy'>, @Caller() caller: Caller) {
    return this.singleSignOn.setRequired(body.required, caller);
  }
}
