import { z } from 'zod';
import { PackageName } from '../lockin/packages';

/** POST /api/create-payment-intent — the amount comes from `Packages`, never from the browser. */
export const CreatePaymentIntentRequest = z.object({ package: PackageName });
export type CreatePaymentIntentRequest = z.infer<typeof CreatePaymentIntentRequest>;

export const CreatePaymentIntentResponse = z.object({ clientSecret: z.string().min(1) });
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponse>;

/**
 * GET /api/billing/config (ARCHITECTURE rule 6, not a §7 call): the only secret-free key the browser
 * needs. `testMode` tells the checkout to show the offline TEST MODE card form.
 */
export const BillingConfigResponse = z.object({ publishableKey: z.string(), testMode: z.boolean() });
export type BillingConfigResponse = z.infer<typeof BillingConfigResponse>;
