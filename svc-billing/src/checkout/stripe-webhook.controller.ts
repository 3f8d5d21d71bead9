import { RawBody } from '@biz/server-kit';
import { Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { STRIPE_WEBHOOK_PATH, StripeWebhookService } from './stripe-webhook.service';

/** Not rate limited and not Origin-checked: Stripe calls it, and the signature is the check. */
@Controller()
export class StripeWebhookController {
  constructor(@Inject(StripeWebhookService) private readonly webhooks: StripeWebhookService) {}

  @Post(STRIPE_WEBHOOK_PATH)
  @HttpCode(200)
  receive(@RawBody() rawBody: Buffer | undefined, @Headers('stripe-signature') signature: string | undefined): Promise<{ received: true }> {
    return this.webhooks.receive(rawBody, signature);
  }
}
