import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input, RateLimitGuard } from '@biz/server-kit';
import { Controller, Inject, UseGuards } from '@nestjs/common';
import { CheckoutResumeService } from './checkout-resume.service';

@Controller()
export class CheckoutResumeController {
  constructor(@Inject(CheckoutResumeService) private readonly resumes: CheckoutResumeService) {}

  @Endpoint('createCheckoutResumeLink')
  createLink(@Input() { params, body }: EndpointInput<'createCheckoutResumeLink'>) {
    return this.resumes.createLink(params.id, body.email);
  }

  @Endpoint('withdrawCheckoutResumeLinks')
  withdrawLinks(@Input() { params, body }: EndpointInput<'withdrawCheckoutResumeLinks'>) {
    return this.resumes.withdrawLinks(params.id, body.email);
  }

  @Endpoint('resumeCheckout')
  @UseGuards(RateLimitGuard)
  resume(@Input() { body }: EndpointInput<'resumeCheckout'>) {
    return this.resumes.resume(body.token);
  }
}
