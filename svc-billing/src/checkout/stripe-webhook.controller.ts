import { Endpoint, RawBody } from '@biz/server-kit';
import { Controller, Headers, Inject } from '@nestjs/common';
import { StripeWebhookService } from './stripe-webhook.service';

/** Not rate limited and not Origin-checked: Stripe calls it, and the signature is the check. */
@Controller()
export class StripeWebhookController {
  constructor(@Inject(StripeWebhookService) private readonly webhooks: StripeWebhookService) {}

  @Endpoint('stripeWebhook')
  receive(@RawBody() rawBody: Buffer | undefined, @Headers('stripe-signature') signature: string | undefined) {
    return this.webhooks.receive(rawBody, signature);
  }
}
