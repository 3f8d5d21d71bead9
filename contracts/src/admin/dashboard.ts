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
 * The Pipeline Value card's kinds (decision 064), in cents. The card counts what businesses are expected to
 * pay: their paid sprints and a year of the subscriptions they pay (accepted proposals will join them).
 * Selections are proposed, not sold: their first-year value is shown apart and not counted.
 */
export const PipelineByKind = z.object({
  /** Paid sprints, refunded ones left out. */
  sprints: Cents,
  /** Twelve months of the monthly recurring revenue; null while svc-billing cannot be asked (the card says so). */
  subscriptionsYear: Cents.nullable(),
  /** What every accepted proposal asks once, its setup or sprint (decision 066): signed work, counted in the card. */
  proposals: Cents,
  /** The first-year value of every business's latest selection: proposed, not counted in the card. */
  proposed: Cents,
});
export type PipelineByKind = z.infer<typeof PipelineByKind>;

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
