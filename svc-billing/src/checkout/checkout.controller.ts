import {
  CreatePaymentIntentRequest,
  TestModeConfirmPaymentRequest,
  type BillingConfigResponse,
  type CreatePaymentIntentResponse,
  type TestModeConfirmPaymentResponse,
} from '@biz/contracts';
import { parse, RateLimitGuard } from '@biz/server-kit';
import { Body, Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { CheckoutService } from './checkout.service';

@Controller('api')
export class CheckoutController {
  constructor(@Inject(CheckoutService) private readonly checkout: CheckoutService) {}

  @Get('billing/config')
  config(): BillingConfigResponse {
    return this.checkout.config();
  }

  @Post('create-payment-intent')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  createPaymentIntent(@Body(parse(CreatePaymentIntentRequest)) body: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse> {
    return this.checkout.createPaymentIntent(body);
  }

  @Post('billing/test-mode/confirm-payment')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  confirmTestPayment(@Body(parse(TestModeConfirmPaymentRequest)) body: TestModeConfirmPaymentRequest): Promise<TestModeConfirmPaymentResponse> {
    return this.checkout.confirmTestPayment(body);
  }
}
