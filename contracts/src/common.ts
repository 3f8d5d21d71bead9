import { z } from 'zod';
import { formatCount } from './counts';

/** Integer cents (USD): the only way money crosses a boundary (ARCHITECTURE rule 7). */
export const Cents = z.number().int().nonnegative();

/** Ids of submissions, accounts, orders, automations: Postgres `gen_random_uuid()`. */
export const EntityId = z.uuid();

/** Path parameter `:id` of SPEC's `/api/admin/clients/{id}` and `/api/clients/{id}/...`: a submission id. */
export const SubmissionIdParams = z.object({ id: EntityId });
export type SubmissionIdParams = z.infer<typeof SubmissionIdParams>;

/** Path parameter `:id` of a business's record: the business's id, or the id of any of its submissions (a link from before the record page). */
export const BusinessOrSubmissionIdParams = z.object({ id: EntityId });
export type BusinessOrSubmissionIdParams = z.infer<typeof BusinessOrSubmissionIdParams>;

/** Body of the calls whose payload the spec leaves out or gives as `{}`: nothing is read from it. */
export const EmptyRequest = z.object({});
export type EmptyRequest = z.infer<typeof EmptyRequest>;

/** Minimal answer for the calls whose answer the spec does not show. */
export const SuccessResponse = z.object({ success: z.boolean() });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

/** A string that must hold something other than spaces; the value itself is kept as typed. */
export function nonBlank(message: string, max: number) {
  return z
    .string({ error: message })
    .max(max, `Must be ${formatCount(max)} characters or fewer`)
    .refine((s) => s.trim().length > 0, message);
}

/**
 * A string that begins with `prefix`, described as a JSON Schema `pattern` (zod's `startsWith` comes out as a
 * `format` no validator or client generator knows).
 */
export function startingWith(prefix: string) {
  return z.string().regex(new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`));
}
