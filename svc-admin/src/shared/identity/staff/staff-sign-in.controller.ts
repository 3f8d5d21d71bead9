import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input, RateLimitGuard } from '@biz/server-kit';
import { Controller, Inject, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Caller, callerOf } from '../caller';
import { SessionCookies } from '../session-cookies';
import { StaffInvitesService } from './staff-invites.service';
import { StaffPasswordService } from './staff-password.service';
import { StaffSignInService } from './staff-sign-in.service';

/**
 * A staff member's way in: the two-step sign-in, an invitation's acceptance, their own password. The handlers that start a
 * session take the request and the reply: the cookie is set on the reply, Secure over https.
 */
@Controller()
@UseGuards(RateLimitGuard)
export class StaffSignInController {
  constructor(
    @Inject(StaffSignInService) private readonly signIn: StaffSignInService,
    @Inject(StaffInvitesService) private readonly invites: StaffInvitesService,
    @Inject(SessionCookies) private readonly cookies: SessionCookies,
    @Inject(StaffPasswordService) private readonly passwords: StaffPasswordService,
  ) {}

  @Endpoint('staffLogin')
  login(@Input() { body }: EndpointInput<'staffLogin'>, @Caller() caller: Caller) {
    return this.signIn.firstFactor(body, caller);
  }

  @Endpoint('staffLoginVerify')
  async verify(@Input() { body }: EndpointInput<'staffLoginVerify'>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.cookies.signedIn(request, reply, await this.signIn.secondFactor(body, callerOf(request)), { success: true });
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
