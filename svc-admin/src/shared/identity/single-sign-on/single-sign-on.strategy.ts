import { FinishSingleSignOnRequest } from '@biz/contracts';
import { AppStrategy, parseOrFail, readHostCookie } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../caller';
import type { StaffCredentials } from '../staff/staff-account.repository';
import { SINGLE_SIGN_ON_COOKIE, SingleSignOnService } from './single-sign-on.service';

export const SINGLE_SIGN_ON_STRATEGY = 'staff-oidc';

/**
 * The Passport strategy of staff single sign-on (`AuthGuard('staff-oidc')`): it finishes the sign-in the
 * browser started, from the provider's answer in the request body, and the member it signs in becomes the
 * request's user. `passport-custom` rather than openid-client's own Passport strategy: that one keeps its
 * checks in an express session and answers with redirects on the Node response, neither of which a Fastify
 * API that answers JSON has (decision 041).
 */
@Injectable()
export class SingleSignOnStrategy extends AppStrategy(SINGLE_SIGN_ON_STRATEGY) {
  constructor(@Inject(SingleSignOnService) private readonly singleSignOn: SingleSignOnService) {
    super();
  }

  validate(request: FastifyRequest): Promise<StaffCredentials> {
    const { callback } = parseOrFail(FinishSingleSignOnRequest, request.body);
    return this.singleSignOn.finish(callback, readHostCookie(request.headers, SINGLE_SIGN_ON_COOKIE), callerOf(request));
  }
}
