import { z } from 'zod';
import { BusinessRow, DashboardStats, Submission, SubmissionHistoryEntry } from '../admin/dashboard';
import { EntityId } from '../common';
import { NewBusinessRequest } from '../admin/new-business';
import { LockinLeadForm } from '../lockin/lockin-form';
import { BusinessIntakeRequest } from './business-intake';
import { GenerationLogEntry } from './generation';
import { PlanStatusFilters } from './plan';
import { WorkflowSuggestion } from './workflow-suggestion';

export const SUBMISSIONS_PAGE_SIZE_DEFAULT = 20;
export const SUBMISSIONS_PAGE_SIZE_MAX = 100;
/** The internal list's largest page: the admin's CSV export reads every match in pages this long. */
export const SUBMISSIONS_EXPORT_PAGE_SIZE = 1000;

/** Orders of the submissions table: newest or oldest first, highest value first, or by business name. */
export const SubmissionSorts = ['newest', 'oldest', 'value', 'name'] as const;
export type SubmissionSort = (typeof SubmissionSorts)[number];

/**
 * GET /internal/submissions?search=&status=&since=&unmoved=&sort=&page=&pageSize= (search: business name or
 * email, case-insensitive; since: businesses whose latest submission came at or after that instant; unmoved:
 * only businesses the pipeline never moved past New).
 */
export const SubmissionListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  since: z.iso.datetime({ offset: true }).optional(),
  unmoved: z.stringbool().optional(),
  status: z.enum(PlanStatusFilters).default('all'),
  sort: z.enum(SubmissionSorts).default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SUBMISSIONS_EXPORT_PAGE_SIZE).default(SUBMISSIONS_PAGE_SIZE_DEFAULT),
});
export type SubmissionListQuery = z.infer<typeof SubmissionListQuery>;

/** One page of businesses (each by its latest submission), in the order asked for; `total` counts every match. */
export const SubmissionListResponse = z.object({
  submissions: z.array(BusinessRow),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type SubmissionListResponse = z.infer<typeof SubmissionListResponse>;

/** GET /internal/dashboard-stats */
export const DashboardStatsResponse = DashboardStats;

/** A business: its addresses (lower-cased) and every submission it made, newest first. */
export const BusinessHistory = z.object({ id: EntityId, emails: z.array(z.string()), submissions: z.array(SubmissionHistoryEntry) });
export type BusinessHistory = z.infer<typeof BusinessHistory>;

/**
 * GET /internal/submissions/:id: the submission with its plan, what it was offered and chose (and when),
 * the generation log, and its business with every submission.
 */
export const SubmissionDetailResponse = z.object({
  submission: Submission,
  business: BusinessHistory,
  suggestions: z.array(WorkflowSuggestion),
  selectedWorkflows: z.array(WorkflowSuggestion),
  selectedAt: z.iso.datetime({ offset: true }).nullable(),
  generations: z.array(GenerationLogEntry),
});
export type SubmissionDetailResponse = z.infer<typeof SubmissionDetailResponse>;

/** DELETE /internal/submissions/:id removes the submission and everything that belongs to it. */
export const SubmissionDeletedResponse = z.object({ deleted: z.literal(true) });
export type SubmissionDeletedResponse = z.infer<typeof SubmissionDeletedResponse>;

/** The most emails one lookup takes: a page of the admin's orders. */
export const SUBMISSION_LOOKUP_MAX_EMAILS = 100;

/** POST /internal/submissions/by-email: which submissions these emails made (any case), newest first. */
export const SubmissionsByEmailRequest = z.object({ emails: z.array(z.email()).max(SUBMISSION_LOOKUP_MAX_EMAILS) });
export type SubmissionsByEmailRequest = z.infer<typeof SubmissionsByEmailRequest>;
export const SubmissionsByEmailResponse = z.object({
  submissions: z.array(Submission.pick({ id: true, businessId: true, businessName: true, contactEmail: true, createdAt: true })),
});
export type SubmissionsByEmailResponse = z.infer<typeof SubmissionsByEmailResponse>;

/**
 * POST /internal/submissions/from-booking: a lead made when a call booked by a typed email is confirmed from
 * its inbox and the email has no submission yet: the wizard's required answers, as the booking page asked them.
 */
export const LeadFromBookingRequest = BusinessIntakeRequest.pick({ businessName: true, contactEmail: true, industry: true, companySize: true, primaryGoals: true });
export type LeadFromBookingRequest = z.infer<typeof LeadFromBookingRequest>;
export const LeadFromBookingResponse = z.object({ client: z.object({ id: EntityId, businessName: z.string() }) });
export type LeadFromBookingResponse = z.infer<typeof LeadFromBookingResponse>;

/**
 * POST /internal/submissions/from-checkout: the business of a walk-in buyer, made from the lead form of the
 * order it paid (issue 46) when its email has no submission: the order's id makes a repeat answer the first.
 */
export const LeadFromCheckoutRequest = z.object({ orderId: EntityId, lead: LockinLeadForm });
export type LeadFromCheckoutRequest = z.infer<typeof LeadFromCheckoutRequest>;
/** The business's latest submission, and whether this call made it (false: a repeat of the key). */
export const LeadFromCheckoutResponse = LeadFromBookingResponse.extend({ created: z.boolean() });
export type LeadFromCheckoutResponse = z.infer<typeof LeadFromCheckoutResponse>;

/** POST /internal/submissions/from-desk: a business the agency made by hand (its form's key makes a repeat answer the first). */
export const LeadFromDeskRequest = NewBusinessRequest;
export type LeadFromDeskRequest = z.infer<typeof LeadFromDeskRequest>;
export const LeadFromDeskResponse = LeadFromCheckoutResponse;
export type LeadFromDeskResponse = z.infer<typeof LeadFromDeskResponse>;

/** The most businesses one lookup takes: a page of the desk's lists. */
export const BUSINESS_LOOKUP_MAX = 100;

/** POST /internal/businesses/lookup: these businesses (svc-intake's ids) by their latest submissions; unknown ids are left out. */
export const BusinessLookupRequest = z.object({ ids: z.array(EntityId).max(BUSINESS_LOOKUP_MAX) });
export type BusinessLookupRequest = z.infer<typeof BusinessLookupRequest>;
export const BusinessLookupResponse = z.object({ businesses: z.array(BusinessRow) });
export type BusinessLookupResponse = z.infer<typeof BusinessLookupResponse>;

/** POST /internal/submissions/by-id: these submissions, as by-email answers them; unknown ids are left out. */
export const SubmissionsByIdRequest = z.object({ ids: z.array(EntityId).max(BUSINESS_LOOKUP_MAX) });
export type SubmissionsByIdRequest = z.infer<typeof SubmissionsByIdRequest>;
export const SubmissionsByIdResponse = SubmissionsByEmailResponse;

/** POST /internal/submissions/selected-workflows: the titles of the workflows each submission chose (none: it chose none yet). */
export const SelectedWorkflowsRequest = z.object({ submissionIds: z.array(EntityId).max(SUBMISSIONS_EXPORT_PAGE_SIZE) });
export type SelectedWorkflowsRequest = z.infer<typeof SelectedWorkflowsRequest>;
export const SelectedWorkflowsResponse = z.object({ selections: z.array(z.object({ submissionId: EntityId, titles: z.array(z.string()) })) });
export type SelectedWorkflowsResponse = z.infer<typeof SelectedWorkflowsResponse>;
