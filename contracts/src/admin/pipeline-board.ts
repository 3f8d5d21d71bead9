import { z } from 'zod';
import { BoardPage, BusinessCard } from '../intake/business-cards';
import { PipelineStage, PipelineState } from './pipeline';
import { NextTask } from './business-tasks';

/**
 * GET /api/admin/pipeline?stage=&page=&pageSize=: the desk's board. Without a stage, the first page of every
 * column; with one, that column's page (its "Show more").
 */
export const PipelineBoardQuery = BoardPage.extend({ stage: PipelineStage.optional() });
export type PipelineBoardQuery = z.input<typeof PipelineBoardQuery>;

/** One card: the business, where its record opens (its latest submission), since when it is in the column, why it was lost, and its next open task. */
export const BoardCard = BusinessCard.omit({ firstSeen: true }).extend({ since: PipelineState.shape.since, lostReason: PipelineState.shape.lostReason, nextTask: NextTask.nullable() });
export type BoardCard = z.infer<typeof BoardCard>;

/** A column: its stage, how many businesses stand there in all, and one page of them, most recent in the stage first. */
export const BoardColumn = z.object({ stage: PipelineStage, total: z.number().int().nonnegative(), cards: z.array(BoardCard) });
export type BoardColumn = z.infer<typeof BoardColumn>;

export const PipelineBoardResponse = z.object({
  columns: z.array(BoardColumn),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type PipelineBoardResponse = z.infer<typeof PipelineBoardResponse>;
