import { Endpoint } from '@biz/server-kit';
import { Controller, Headers, Inject, Req, type RawBodyRequest } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { StripeWebhookService } from './stripe-webhook.service';

/** Not rate limited and not Origin-checked: Stripe calls it, and the signature is the check. */
@Controller()
export class StripeWebhookController {
  constructor(@Inject(StripeWebhookService) private readonly webhooks: StripeWebhookService) {}

  /** The signature is over the body's exact bytes (the app keeps them: `rawBody: true`), not the parsed JSON. */
  @Endpoint('stripeWebhook')
  receive(@Req() req: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature: string | undefined) {
    return this.webhooks.receive(req.rawBody, signature);
  }
}
