import { ServerMessage, type EndpointInput } from '@biz/contracts';
import { accountIdOf, CurrentSession, Endpoint, Input, RateLimitGuard, type CurrentSessionValue } from '@biz/server-kit';
import { Controller, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Caller, callerOf } from '../../shared/identity/caller';
import { SessionCookies, type SignIn } from '../../shared/identity/session-cookies';
import type { ProvenRequest } from '../../shared/identity/sign-in-strategy';
import { ClientAuthService } from './client-auth.service';
import { PasswordResetService } from '../password-reset/password-reset.service';
import { ClientDashboardService } from '../dashboard/client-dashboard.service';
import { EmailChangeService } from '../email-verification/email-change.service';
import { EmailOwnershipService } from '../email-verification/email-ownership.service';
import { EmailVerificationService } from '../email-verification/email-verification.service';

/** Signup, sign-in and sign-out take the request and the reply: the session cookie is set or cleared on the reply, Secure when the request came over https. */
@Controller()
export class ClientAuthController {
  constructor(
    @Inject(ClientAuthService) private readonly auth: ClientAuthService,
    @Inject(ClientDashboardService) private readonly dashboards: ClientDashboardService,
    @Inject(SessionCookies) private readonly cookies: SessionCookies,
    @Inject(PasswordResetService) private readonly resets: PasswordResetService,
    @Inject(EmailVerificationService) private readonly verification: EmailVerificationService,
    @Inject(EmailChangeService) private readonly emailChange: EmailChangeService,
    @Inject(EmailOwnershipService) private readonly ownership: EmailOwnershipService,
  ) {}

  @Endpoint('clientSignup')
  @UseGuards(RateLimitGuard)
  signup(@Input() { body }: EndpointInput<'clientSignup'>, @Caller() caller: Caller) {
    return this.auth.signup(body, caller);
  }

  /** `ClientLoginStrategy` proved the email and password and started the session (`request.user`). */
  @Endpoint('clientLogin')
  @UseGuards(RateLimitGuard, AuthGuard('clientLogin'))
  login(@Input() _proven: EndpointInput<'clientLogin'>, @Req() request: ProvenRequest<SignIn>, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.cookies.signedIn(request, reply, request.user, { success: true, message: ServerMessage.clientLoggedIn });
  }

  @Endpoint('verifyEmail')
  @UseGuards(RateLimitGuard)
  async verifyEmail(@Input() { body }: EndpointInput<'verifyEmail'>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { answer, signIn } = await this.verification.verify(body, callerOf(request));
    return this.cookies.signedIn(request, reply, signIn, answer);
  }

  @Endpoint('declineVerification')
  @UseGuards(RateLimitGuard)
  declineVerification(@Input() { body }: EndpointInput<'declineVerification'>, @Caller() caller: Caller) {
    return this.ownership.decline(body.token, caller);
  }

  @Endpoint('undoEmailChange')
  @UseGuards(RateLimitGuard)
  undoEmailChange(@Input() { body }: EndpointInput<'undoEmailChange'>, @Caller() caller: Caller) {
    return this.ownership.undo(body.token, caller);
  }

  @Endpoint('resendVerification')
  resendVerification(@Input() _empty: EndpointInput<'resendVerification'>, @CurrentSession() { session }: CurrentSessionValue, @Caller() caller: Caller) {
    return this.verification.resend(accountIdOf(session), caller);
  }

  @Endpoint('changeClientPassword')
  @UseGuards(RateLimitGuard)
  changePassword(@Input() { body }: EndpointInput<'changeClientPassword'>, @CurrentSession() { session }: CurrentSessionValue, @Caller() caller: Caller) {
    return this.auth.changePassword(accountIdOf(session), body, caller);
  }

  @Endpoint('changeClientEmail')
  @UseGuards(RateLimitGuard)
  changeEmail(@Input() { body }: EndpointInput<'changeClientEmail'>, @CurrentSession() { session }: CurrentSessionValue, @Caller() caller: Caller) {
    return this.emailChange.ask(accountIdOf(session), body, caller);
  }

  @Endpoint('endOtherClientSessions')
  endOtherSessions(@Input() _empty: EndpointInput<'endOtherClientSessions'>, @CurrentSession() { session }: CurrentSessionValue, @Caller() caller: Caller) {
    return this.auth.endOtherSessions(accountIdOf(session), caller);
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
    return this.cookies.ended(request, reply, { success: true });
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
