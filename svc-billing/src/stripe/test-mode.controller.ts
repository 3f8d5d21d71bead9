import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input, RateLimitGuard } from '@biz/server-kit';
import { Controller, Inject, UseGuards } from '@nestjs/common';
import { TestModeBilling } from './test-mode.service';

/** Test mode only (404 with Stripe): the TEST MODE card form, the 3-D Secure test page, the simulated clock. */
@Controller()
export class TestModeBillingController {
  constructor(@Inject(TestModeBilling) private readonly testMode: TestModeBilling) {}

  @Endpoint('createTestModePaymentMethod')
  @UseGuards(RateLimitGuard)
  paymentMethod(@Input() { body }: EndpointInput<'createTestModePaymentMethod'>) {
    return this.testMode.createPaymentMethod(body.card);
  }

  @Endpoint('authenticateTestModePayment')
  @UseGuards(RateLimitGuard)
  authenticate(@Input() { body }: EndpointInput<'authenticateTestModePayment'>) {
    return this.testMode.authenticate(body.clientSecret, body.approve);
  }

  @Endpoint('testClock')
  clock() {
    return this.testMode.clock();
  }

  @Endpoint('advanceTestClock')
  advance(@Input() { body }: EndpointInput<'advanceTestClock'>) {
    return this.testMode.advance(body.days);
  }
}
