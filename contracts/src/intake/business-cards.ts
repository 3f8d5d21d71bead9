import { z } from 'zod';
import { EntityId } from '../common';
import { Submission } from '../admin/dashboard';

/** The most businesses one request for cards names: a page of every column of the desk's board. */
export const BUSINESS_CARDS_MAX_IDS = 300;
/** The longest page of a board column. */
export const BOARD_PAGE_SIZE_MAX = 50;
export const BOARD_PAGE_SIZE_DEFAULT = 20;

/** A page of one column: the n-th run of `pageSize` cards, newest first. */
export const BoardPage = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(BOARD_PAGE_SIZE_MAX).default(BOARD_PAGE_SIZE_DEFAULT),
});
export type BoardPage = z.infer<typeof BoardPage>;

/** A business as a board card shows it: by its latest submission (the one its record opens at), and its first (when it became New). */
export const BusinessCard = z.object({
  businessId: EntityId,
  submissionId: EntityId,
  businessName: z.string(),
  contactEmail: z.email(),
  firstSeen: Submission.shape.createdAt,
});
export type BusinessCard = z.infer<typeof BusinessCard>;

/**
 * POST /internal/businesses/cards: one call per page of the desk's board. The cards of the businesses the
 * desk moved (by id), and, when asked, a page of the businesses it never moved past New, newest first (the
 * desk tells svc-intake which those are on each move: `recordBusinessProgress`'s `pastNew`).
 */
export const BusinessCardsRequest = z.object({
  businessIds: z.array(EntityId).max(BUSINESS_CARDS_MAX_IDS),
  unmoved: BoardPage.optional(),
});
export type BusinessCardsRequest = z.infer<typeof BusinessCardsRequest>;
export const BusinessCardsResponse = z.object({
  cards: z.array(BusinessCard),
  unmoved: z.object({ cards: z.array(BusinessCard), total: z.number().int().nonnegative() }).nullable(),
});
export type BusinessCardsResponse = z.infer<typeof BusinessCardsResponse>;
