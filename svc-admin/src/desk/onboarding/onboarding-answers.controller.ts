import type { EndpointInput } from '@biz/contracts';
import { accountIdOf, CurrentSession, Endpoint, Input, RateLimitGuard, type CurrentSessionValue } from '@biz/server-kit';
import { Controller, Inject, UseGuards } from '@nestjs/common';
import { Caller } from '../../shared/identity/caller';
import { OnboardingAnswersService } from './onboarding-answers.service';

/** The onboarding form online: the desk sends its link; the client fills it from the link or in its portal. */
@Controller()
export class OnboardingAnswersController {
  constructor(@Inject(OnboardingAnswersService) private readonly onboarding: OnboardingAnswersService) {}

  @Endpoint('sendOnboardingLink')
  sendLink(@Input() { params }: EndpointInput<'sendOnboardingLink'>, @Caller() caller: Caller) {
    return this.onboarding.sendLink(params.id, caller);
  }

  @Endpoint('withdrawOnboardingLinks')
  withdrawLinks(@Input() { params }: EndpointInput<'withdrawOnboardingLinks'>, @Caller() caller: Caller) {
    return this.onboarding.withdrawLinks(params.id, caller);
  }

  @Endpoint('onboardingFormByLink')
  @UseGuards(RateLimitGuard)
  byLink(@Input() { body }: EndpointInput<'onboardingFormByLink'>, @Caller() caller: Caller) {
    return this.onboarding.byLink(body.token, caller);
  }

  @Endpoint('submitOnboardingByLink')
  @UseGuards(RateLimitGuard)
  submitByLink(@Input() { body }: EndpointInput<'submitOnboardingByLink'>, @Caller() caller: Caller) {
    return this.onboarding.submitByLink(body.token, body.answers, caller);
  }

  @Endpoint('clientOnboarding')
  async forClient(@CurrentSession() { session }: CurrentSessionValue, @Caller() caller: Caller) {
    return { onboarding: await this.onboarding.forClient(accountIdOf(session), caller) };
  }

  @Endpoint('submitClientOnboarding')
  submitForClient(@Input() { body }: EndpointInput<'submitClientOnboarding'>, @CurrentSession() { session }: CurrentSessionValue, @Caller() caller: Caller) {
    return this.onboarding.submitForClient(accountIdOf(session), body.answers, caller);
  }
}
