import { z } from 'zod';
import { EntityId } from '../common';
import { formatCount } from '../counts';
import { businessRecordPath, type BusinessRecordSection } from '../pages/page-paths';

/** Fewer characters find too much to be worth a search (and a trigram needs three). */
export const DESK_SEARCH_MIN_LENGTH = 2;
export const DESK_SEARCH_MAX_LENGTH = 100;
/** The hits each group shows: the best few, not a page. */
export const DESK_SEARCH_GROUP_LIMIT = 5;
/** How long the desk waits for each context before its group says it is not available. */
export const DESK_SEARCH_DEADLINE_MS = 1_500;
/** A phone search needs this many digits: fewer match most numbers. */
export const PHONE_SEARCH_MIN_DIGITS = 3;
export const PHONE_SEARCH_MAX_DIGITS = 15;

const searchText = z
  .string()
  .trim()
  .min(DESK_SEARCH_MIN_LENGTH, `Type at least ${formatCount(DESK_SEARCH_MIN_LENGTH)} characters`)
  .max(DESK_SEARCH_MAX_LENGTH, `Must be ${formatCount(DESK_SEARCH_MAX_LENGTH)} characters or fewer`);

/** What one search finds, in the order the box shows its groups. */
export const DeskSearchKind = z.enum(['business', 'ticket', 'email', 'note', 'call', 'onboarding']);
export type DeskSearchKind = z.infer<typeof DeskSearchKind>;

/** The record section each kind opens (a business opens the overview). */
export const DESK_SEARCH_SECTIONS = { business: null, ticket: 'tickets', email: 'emails', note: 'notes', call: 'calls', onboarding: 'onboarding' } as const satisfies Record<DeskSearchKind, BusinessRecordSection | null>;

/** GET /api/admin/search?q=: one search across the desk. */
export const DeskSearchQuery = z.object({ q: searchText });
export type DeskSearchQuery = z.input<typeof DeskSearchQuery>;

/**
 * One thing found: `recordId` is the business's id, or one of its submissions' (the record page takes
 * either); `businessName` the business it belongs to (null: not known in time); `snippet` is plain text
 * around the words found; `at` when it was written (null: a business).
 */
export const DeskSearchHit = z.object({
  kind: DeskSearchKind,
  id: z.string().min(1),
  recordId: EntityId,
  businessName: z.string().nullable(),
  title: z.string(),
  snippet: z.string(),
  at: z.iso.datetime({ offset: true }).nullable(),
});
export type DeskSearchHit = z.infer<typeof DeskSearchHit>;

/**
 * One kind's hits. `available` false: the context that holds them did not answer in time (its hits are
 * not known, not none); `partial` true: some of them could not be searched (a business's phone, kept by
 * billing).
 */
export const DeskSearchGroup = z.object({ kind: DeskSearchKind, available: z.boolean(), partial: z.boolean(), hits: z.array(DeskSearchHit).max(DESK_SEARCH_GROUP_LIMIT) });
export type DeskSearchGroup = z.infer<typeof DeskSearchGroup>;

export const DeskSearchResponse = z.object({ groups: z.array(DeskSearchGroup).length(DeskSearchKind.options.length) });
export type DeskSearchResponse = z.infer<typeof DeskSearchResponse>;

/** The record page address a hit opens: `/admin/businesses/:id` and the section of its kind. */
export function deskSearchHitPath(hit: Pick<DeskSearchHit, 'kind' | 'recordId'>): string {
  return businessRecordPath(hit.recordId, DESK_SEARCH_SECTIONS[hit.kind] ?? undefined);
}

/** GET /internal/search/businesses?q=: businesses (their latest submission) by name, email or the email's domain, best first. */
export const BusinessSearchQuery = z.object({ q: searchText });
export type BusinessSearchQuery = z.input<typeof BusinessSearchQuery>;
export const BusinessSearchResponse = z.object({
  businesses: z.array(z.object({ businessId: EntityId, submissionId: EntityId, businessName: z.string(), contactEmail: z.string() })).max(DESK_SEARCH_GROUP_LIMIT),
});
export type BusinessSearchResponse = z.infer<typeof BusinessSearchResponse>;

/** GET /internal/search/lead-phones?digits=: the leads whose phone (at their latest checkout) holds these digits, whatever its punctuation. */
export const LeadPhoneSearchQuery = z.object({
  digits: z
    .string()
    .regex(/^\d+$/, 'Digits only')
    .min(PHONE_SEARCH_MIN_DIGITS, `Type at least ${formatCount(PHONE_SEARCH_MIN_DIGITS)} digits`)
    .max(PHONE_SEARCH_MAX_DIGITS, `Must be ${formatCount(PHONE_SEARCH_MAX_DIGITS)} digits or fewer`),
});
export type LeadPhoneSearchQuery = z.input<typeof LeadPhoneSearchQuery>;
export const LeadPhoneSearchResponse = z.object({ leads: z.array(z.object({ email: z.string(), phone: z.string() })).max(DESK_SEARCH_GROUP_LIMIT) });
export type LeadPhoneSearchResponse = z.infer<typeof LeadPhoneSearchResponse>;

/** The digits of a search that looks like a phone number (digits, spaces, + - . ( )), or null. */
export function phoneDigitsOf(q: string): string | null {
  if (!/^[\d\s+\-.()]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  return digits.length >= PHONE_SEARCH_MIN_DIGITS && digits.length <= PHONE_SEARCH_MAX_DIGITS ? digits : null;
}

/** The words of a search, for a prefix full-text query: letters and digits only, so nothing else reaches tsquery syntax. */
export function searchWordsOf(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}
