import type { z } from 'zod';
import { SubmissionListQuery, SubmissionListResponse } from '../intake/internal-api';
import { DashboardStats } from './dashboard';

/**
 * GET /api/admin/dashboard?search=&status=&sort=&page=&pageSize=: the table's query, searched, filtered,
 * sorted and paged on the server (svc-intake's list, the same schema).
 */
export const AdminDashboardQuery = SubmissionListQuery;
export type AdminDashboardQuery = z.input<typeof AdminDashboardQuery>;

/** SPEC's `{ stats, submissions }`, with the page the submissions are (`total`, `page`, `pageSize`). */
export const AdminDashboardResponse = SubmissionListResponse.extend({ stats: DashboardStats });
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponse>;
