import { z } from 'zod';
import { EntityId } from '../common';
import { AgencyActor } from './agency-actor';

/** POST /api/admin/clients/:id/merge: another address of this business (its submissions, orders and account) joins it. */
export const MergeBusinessRequest = z.object({ email: z.string().trim().toLowerCase().max(254).pipe(z.email({ error: 'Enter the other address of this business.' })) });
export type MergeBusinessRequest = z.infer<typeof MergeBusinessRequest>;

/** A merge the agency made: the addresses that joined the business, when and by whom; undone ones are not listed. */
export const BusinessMerge = z.object({ id: EntityId, emails: z.array(z.string()), at: z.iso.datetime({ offset: true }), by: AgencyActor });
export type BusinessMerge = z.infer<typeof BusinessMerge>;
export const MergeBusinessResponse = BusinessMerge;
export type MergeBusinessResponse = z.infer<typeof MergeBusinessResponse>;

/** POST /api/admin/merges/:id/undo: the addresses go back to the business they were, with what it had. */
export const MergeIdParams = z.object({ id: EntityId });
export const UndoMergeResponse = z.object({ undone: z.literal(true) });
export type UndoMergeResponse = z.infer<typeof UndoMergeResponse>;

/** POST /internal/businesses/:id/merge: svc-intake moves every address and submission of `from` into business :id. */
export const MergeBusinessesRequest = z.object({ from: EntityId });
export type MergeBusinessesRequest = z.infer<typeof MergeBusinessesRequest>;
/** The addresses that moved (lower-cased). */
export const MovedAddressesResponse = z.object({ emails: z.array(z.string()) });
export type MovedAddressesResponse = z.infer<typeof MovedAddressesResponse>;

/** POST /internal/businesses/:id/split: these addresses of business :id, and their submissions, go (back) to business `into`. */
export const SplitBusinessRequest = z.object({ emails: z.array(z.string().min(3).max(254)).min(1).max(100), into: EntityId });
export type SplitBusinessRequest = z.infer<typeof SplitBusinessRequest>;
