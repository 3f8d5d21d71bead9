import { z } from 'zod';
import { CompanySizes, IndustrySlugs, MonthlyRevenueRanges } from '../constants';
import { Cents, EntityId } from '../common';
import { Plan, PlanStatus } from '../intake/plan';

/** A submission (SPEC §3 "client submission"), one row of the admin table. status is the status of its plan. */
export const Submission = z.object({
  id: EntityId,
  /** The business it belongs to: every submission of one address (any case), and of addresses the agency merged. */
  businessId: EntityId,
  businessName: z.string(),
  contactEmail: z.email(),
  industry: z.enum(IndustrySlugs),
  companySize: z.enum(CompanySizes),
  monthlyRevenue: z.enum(MonthlyRevenueRanges).nullable(),
  primaryGoals: z.array(z.string()),
  currentTools: z.string().nullable(),
  painPoints: z.string().nullable(),
  /** First-year value of the selection: setup total + 12 × monthly total; 0 before a selection. */
  totalValue: Cents,
  /** The plan's status; 'pending' until a plan is generated (also before any selection). */
  status: PlanStatus,
  createdAt: z.iso.datetime({ offset: true }),
  plan: Plan.nullable(),
});
export type Submission = z.infer<typeof Submission>;

/** One row of the desk's table: a business, shown by its latest submission, with how many it made. */
export const BusinessRow = Submission.extend({ submissionCount: z.number().int().min(1) });
export type BusinessRow = z.infer<typeof BusinessRow>;

/** A business's submissions as its record lists them, newest first. */
export const SubmissionHistoryEntry = Submission.pick({ id: true, businessName: true, contactEmail: true, status: true, totalValue: true, createdAt: true });
export type SubmissionHistoryEntry = z.infer<typeof SubmissionHistoryEntry>;

/**
 * The four stat cards; pipelineValue in cents. totalSubmissions counts every submission; the others count
 * businesses by their latest submission (a business that submitted twice is one pending review, its value once).
 */
export const DashboardStats = z.object({
  totalSubmissions: z.number().int().nonnegative(),
  businesses: z.number().int().nonnegative(),
  plansGenerated: z.number().int().nonnegative(),
  pendingReview: z.number().int().nonnegative(),
  pipelineValue: Cents,
});
export type DashboardStats = z.infer<typeof DashboardStats>;
