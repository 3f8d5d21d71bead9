import { z } from 'zod';
import { SubscriptionOfAccount, SubscriptionSummaryResponse } from '../billing/subscription';

/** A client subscription with the account behind it; the account may have been deleted since (null). */
export const AdminSubscription = SubscriptionOfAccount.extend({ businessName: z.string().nullable(), email: z.email().nullable() });
export type AdminSubscription = z.infer<typeof AdminSubscription>;

/** GET /api/admin/subscriptions — the agency's recurring revenue and each client's subscription, past due first. */
export const AdminSubscriptionsResponse = SubscriptionSummaryResponse.extend({ subscriptions: z.array(AdminSubscription) });
export type AdminSubscriptionsResponse = z.infer<typeof AdminSubscriptionsResponse>;
