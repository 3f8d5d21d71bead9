import { z } from 'zod';

/** Answer of POST /api/webhooks/stripe to Stripe: the event is recorded (or was already). */
export const WebhookReceivedResponse = z.object({ received: z.literal(true) });
export type WebhookReceivedResponse = z.infer<typeof WebhookReceivedResponse>;
