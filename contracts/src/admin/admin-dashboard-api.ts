import { z } from 'zod';
import { SUBMISSIONS_PAGE_SIZE_DEFAULT, SUBMISSIONS_PAGE_SIZE_MAX, SubmissionListQuery, SubmissionListResponse } from '../intake/internal-api';
import { DashboardStats } from './dashboard';
import { SupportStats } from './support-inbox';

/**
 * GET /api/admin/dashboard?search=&status=&sort=&page=&pageSize=: the table's query, searched, filtered,
 * sorted and paged on the server (svc-intake's list, with pages no longer than the table shows).
 */
export const AdminDashboardQuery = SubmissionListQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(SUBMISSIONS_PAGE_SIZE_MAX).default(SUBMISSIONS_PAGE_SIZE_DEFAULT),
});
export type AdminDashboardQuery = z.input<typeof AdminDashboardQuery>;

/**
 * SPEC's `{ stats, submissions }`, with the page the submissions are (`total`, `page`, `pageSize`), and the
 * support inbox's figures (the portal's, beside svc-intake's four).
 */
export const AdminDashboardResponse = SubmissionListResponse.extend({ stats: DashboardStats, support: SupportStats });
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponse>;
