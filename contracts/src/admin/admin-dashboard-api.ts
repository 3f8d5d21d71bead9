import { z } from 'zod';
import { SUBMISSIONS_PAGE_SIZE_DEFAULT, SUBMISSIONS_PAGE_SIZE_MAX, SubmissionListQuery, SubmissionListResponse } from '../intake/internal-api';
import { BusinessRow, DashboardStats, PipelineByKind } from './dashboard';
import { PipelineStage } from './pipeline';
import { SupportStats } from './support-inbox';

/**
 * GET /api/admin/dashboard?search=&status=&sort=&page=&pageSize=: the table's query, searched, filtered,
 * sorted and paged on the server (svc-intake's list, with pages no longer than the table shows).
 */
export const AdminDashboardQuery = SubmissionListQuery.omit({ unmoved: true }).extend({
  pageSize: z.coerce.number().int().min(1).max(SUBMISSIONS_PAGE_SIZE_MAX).default(SUBMISSIONS_PAGE_SIZE_DEFAULT),
});
export type AdminDashboardQuery = z.input<typeof AdminDashboardQuery>;

/** The desk's table as /admin first asks for it: every status, the first page of 20 (keys in the order the screen sends them). */
export const DESK_FIRST_PAGE = { status: 'all', page: 1, pageSize: 20 } as const satisfies AdminDashboardQuery;

/** A row of the desk's table: the business by its latest submission, and where it stands in the pipeline. */
export const DeskBusinessRow = BusinessRow.extend({ stage: PipelineStage });
export type DeskBusinessRow = z.infer<typeof DeskBusinessRow>;

/**
 * SPEC's `{ stats, submissions }`, with the page the submissions are (`total`, `page`, `pageSize`), the
 * support inbox's figures (the portal's, beside svc-intake's four), and the Pipeline Value's kinds:
 * `stats.pipelineValue` is their counted sum (sprints and subscriptions), not svc-intake's selections.
 */
export const AdminDashboardResponse = SubmissionListResponse.extend({ submissions: z.array(DeskBusinessRow), stats: DashboardStats, support: SupportStats, pipeline: PipelineByKind });
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponse>;
