import type { EndpointInput, StaffLoginResponse } from '@biz/contracts';
import { Endpoint, Input, RateLimitGuard } from '@biz/server-kit';
import { Controller, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Caller, callerOf } from '../caller';
import { SessionCookies, type SignIn } from '../session-cookies';
import type { ProvenRequest } from '../sign-in-strategy';
import { StaffInvitesService } from './staff-invites.service';
import { StaffPasswordService } from './staff-password.service';

/**
 * A staff member's way in: the two-step sign-in, an invitation's acceptance, their own password. The handlers that start a
 * session take the request and the reply: the cookie is set on the reply, Secure over https.
 */
@Controller()
@UseGuards(RateLimitGuard)
export class StaffSignInController {
  constructor(
    @Inject(StaffInvitesService) private readonly invites: StaffInvitesService,
    @Inject(SessionCookies) private readonly cookies: SessionCookies,
    @Inject(StaffPasswordService) private readonly passwords: StaffPasswordService,
  ) {}

  /** `StaffPasswordStrategy` proved the password; its challenge is the answer. */
  @Endpoint('staffLogin')
  @UseGuards(AuthGuard('staffLogin'))
  login(@Input() _proven: EndpointInput<'staffLogin'>, @Req() request: ProvenRequest<StaffLoginResponse>) {
    return request.user;
  }

  /** `StaffCodeStrategy` proved the second factor and started the session. */
  @Endpoint('staffLoginVerify')
  @UseGuards(AuthGuard('staffLoginVerify'))
  verify(@Input() _proven: EndpointInput<'staffLoginVerify'>, @Req() request: ProvenRequest<SignIn>, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.cookies.signedIn(request, reply, request.user, { success: true });
  }

  @Endpoint('startStaffEnrolment')
  startEnrolment(@Input() { body }: EndpointInput<'startStaffEnrolment'>) {
    return this.invites.startEnrolment(body.token);
  }

  @Endpoint('changeStaffPassword')
  changePassword(@Input() { body }: EndpointInput<'changeStaffPassword'>, @Caller() caller: Caller) {
    return this.passwords.change(body, caller);
  }

  @Endpoint('acceptStaffInvite')
  async accept(@Input() { body }: EndpointInput<'acceptStaffInvite'>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { sessionId, answer } = await this.invites.accept(body, callerOf(request));
    return this.cookies.started(request, reply, sessionId, answer);
  }
}
