import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input, RateLimitGuard } from '@biz/server-kit';
import { Controller, Inject, UseGuards } from '@nestjs/common';
import { CheckoutOutcomeService } from './checkout-outcome.service';
import { CheckoutService } from './checkout.service';

@Controller()
export class CheckoutController {
  constructor(
    @Inject(CheckoutService) private readonly checkout: CheckoutService,
    @Inject(CheckoutOutcomeService) private readonly outcomes: CheckoutOutcomeService,
  ) {}

  @Endpoint('billingConfig')
  config() {
    return this.checkout.config();
  }

  @Endpoint('createPaymentIntent')
  @UseGuards(RateLimitGuard)
  createPaymentIntent(@Input() { body }: EndpointInput<'createPaymentIntent'>) {
    return this.checkout.createPaymentIntent(body);
  }

  @Endpoint('confirmTestModePayment')
  @UseGuards(RateLimitGuard)
  confirmTestPayment(@Input() { body }: EndpointInput<'confirmTestModePayment'>) {
    return this.checkout.confirmTestPayment(body);
  }

  @Endpoint('checkoutOutcome')
  @UseGuards(RateLimitGuard)
  outcome(@Input() { body }: EndpointInput<'checkoutOutcome'>) {
    return this.outcomes.outcome(body);
  }
}
