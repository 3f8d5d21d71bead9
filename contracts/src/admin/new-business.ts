import { z } from 'zod';
import { EntityId } from '../common';
import { BusinessIntakeRequest } from '../intake/business-intake';

/**
 * POST /api/admin/businesses: a business the agency met elsewhere (a call, a referral, an event), made by
 * hand with the wizard's answers (its required ones, and what hurts). The form's `idempotencyKey` makes a
 * double submit one business.
 */
export const NewBusinessRequest = BusinessIntakeRequest.pick({ businessName: true, contactEmail: true, industry: true, companySize: true, primaryGoals: true, painPoints: true }).extend({
  idempotencyKey: z.uuid(),
});
export type NewBusinessRequest = z.infer<typeof NewBusinessRequest>;

/** The business's record to open: the new one, or (`created: false`) the one its email already has, left as it was. */
export const NewBusinessResponse = z.object({ created: z.boolean(), submissionId: EntityId, businessName: z.string() });
export type NewBusinessResponse = z.infer<typeof NewBusinessResponse>;
