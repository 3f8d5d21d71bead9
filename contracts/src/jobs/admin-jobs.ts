import { z } from 'zod';
import type { Submission } from '../admin/dashboard';
import { EmailType, GeneratedEmail } from '../admin/email';
import { LeadEmailKind } from '../admin/email-log';
import { OnboardingForm } from '../admin/onboarding-form';
import { CalendarDay } from '../admin/follow-ups';
import { LOST_REASON_MAX, StageCause } from '../admin/pipeline';
import { DocumentHash, ProposalDocument, ProposalSignature } from '../admin/proposals';
import { NotificationEvent } from '../admin/staff-notifications';
import { ClientDashboardResponse } from '../client/client-dashboard';
import { Cents, EntityId } from '../common';
import { GenerationRecord } from '../intake/generation';
import { PlanData } from '../intake/plan';
import { WorkflowSuggestion } from '../intake/workflow-suggestion';
import { DeliveredEmailStatus } from './delivered-email-status';
import { defineJob } from './define-job';
import { BusinessForGeneration } from './intake-jobs';

/** A submission as the worker's engines read it (its empty optional fields left out). */
export function businessOf(submission: Submission): BusinessForGeneration {
  const { id, businessName, contactEmail, industry, companySize, monthlyRevenue, primaryGoals, currentTools, painPoints } = submission;
  return {
    submissionId: id,
    businessName,
    contactEmail,
    industry,
    companySize,
    primaryGoals,
    ...(monthlyRevenue ? { monthlyRevenue } : {}),
    ...(currentTools ? { currentTools } : {}),
    ...(painPoints ? { painPoints } : {}),
  };
}

/**
 * Awaited by svc-admin while the admin waits for the download: the business's plan as a branded PDF.
 * PDF bytes travel base64-encoded because job results are JSON; they are kept in Redis only briefly.
 */
export const RenderPlanPdfJob = defineJob({
  name: 'ai.render-plan-pdf',
  retry: 'brief',
  queue: 'ai',
  keepResult: 'briefly',
  schema: z.object({
    business: BusinessForGeneration,
    planData: PlanData,
    selectedWorkflows: z.array(WorkflowSuggestion).min(1),
    totalSetupCost: Cents,
    totalMonthlyCost: Cents,
    /** When the plan was generated, ISO: the document's date. */
    generatedAt: z.iso.datetime({ offset: true }),
  }),
  result: z.object({ pdfBase64: z.base64() }),
});

/** What the worker renders a plan PDF from: the job's payload, and the attachment of a plan email. */
export const PlanPdfInput = RenderPlanPdfJob.schema;
export type PlanPdfInput = z.infer<typeof PlanPdfInput>;

/**
 * Awaited by svc-admin: a signed proposal as a PDF (decision 066), the document as sent with its signature
 * block (name, time in the agency's zone, address, browser, the document's SHA-256), bytes base64 as above.
 */
export const RenderSignedProposalJob = defineJob({
  name: 'ai.render-signed-proposal',
  retry: 'brief',
  queue: 'ai',
  keepResult: 'briefly',
  schema: z.object({
    document: ProposalDocument,
    documentHash: DocumentHash,
    signature: ProposalSignature,
    /** The agency's zone (`AGENCY_TIME_ZONE`): the signature's time as the agency reads it. */
    timeZone: z.string().min(1),
  }),
  result: z.object({ pdfBase64: z.base64() }),
});

/** What the worker renders a signed proposal from: the job's payload, and the attachment of the emails that confirm a signature. */
export const SignedProposalPdfInput = RenderSignedProposalJob.schema;
export type SignedProposalPdfInput = z.infer<typeof SignedProposalPdfInput>;

/**
 * Awaited by svc-admin for the email generator: a draft the admin edits, from the LLM when one is configured
 * (checked, one repair, else the catalog) or the catalog engine's templates. Past its deadline svc-admin
 * drafts from the catalog itself.
 */
export const GenerateEmailJob = defineJob({
  name: 'ai.generate-email',
  retry: 'brief',
  queue: 'ai',
  schema: z.object({
    business: BusinessForGeneration,
    emailType: EmailType,
    customSubject: z.string().max(300).optional(),
    planData: PlanData.nullable(),
  }),
  result: z.object({ email: GeneratedEmail, generation: GenerationRecord }),
});

/**
 * A calendar invite sent with an email (an ICS file the worker renders): `REQUEST` books or updates the
 * event `uid` (a higher `sequence` replaces the one before), `CANCEL` takes it off the calendar.
 */
export const CallInvite = z.object({
  uid: z.string().min(1).max(200),
  sequence: z.number().int().nonnegative(),
  method: z.enum(['REQUEST', 'CANCEL']),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  /** IANA zone the call was booked in, shown to calendar apps beside the UTC times. */
  timeZone: z.string(),
  summary: z.string().min(1).max(300),
  description: z.string().max(8000),
  meetingLink: z.url(),
});
export type CallInvite = z.infer<typeof CallInvite>;

/**
 * Fire and forget, from svc-admin's email generator: the worker sends the admin's email (plain text, and an
 * HTML part built from it) once, or keeps it when no SMTP is configured, then reports to admin's inbox.
 * `emailId` is the job id and the send-once key.
 */
export const DeliverEmailJob = defineJob({
  name: 'ai.deliver-email',
  retry: 'outlast-outage',
  queue: 'ai',
  schema: z.object({
    emailId: EntityId,
    to: z.email(),
    subject: z.string().min(1).max(300),
    text: z.string().min(1).max(50_000),
    invite: CallInvite.nullish(),
    /** The plan to attach as a PDF (rendered by the worker as it sends, from this snapshot of the plan). */
    planPdf: PlanPdfInput.nullish(),
    /** Where the plan downloads for PLAN_LINK_DAYS (a signed link): written into the email when the PDF is too big to attach. */
    planPdfLink: z.url().optional(),
    /** The signed proposal to attach as a PDF (rendered by the worker as it sends, from this snapshot). */
    proposalPdf: SignedProposalPdfInput.nullish(),
    /** The one-time link the text carries dies then: a late email would only hold a dead link, so it is not sent. */
    linkExpiresAt: z.iso.datetime().optional(),
  }),
  result: z.object({ delivered: z.boolean() }),
});

/**
 * From svc-intake, for the emails the wizard promises the lead: `plan-on-its-way` once the visitor chose
 * workflows, `plan-ready` (with the plan's PDF) once the plan is stored. svc-admin writes it to the agency's
 * email log once per selection and kind (`leadEmailKey`) and hands it to the worker like every agency email.
 */
export const LeadEmailJob = defineJob({
  name: 'admin.lead-email',
  retry: 'outlast-outage',
  queue: 'admin-inbox',
  schema: z.object({ submissionId: EntityId, selectionId: EntityId, kind: LeadEmailKind }),
  /** false when that email was already logged, or the selection is no longer the submission's. */
  result: z.object({ queued: z.boolean() }),
});
/** The job id, and the email log's key: one email per selection and kind. */
export const leadEmailKey = (kind: LeadEmailKind, selectionId: string) => `lead-${kind}-${selectionId}`;

/** The worker's report on an agency email, stored in svc-admin's email log. */
export const AgencyEmailReportedJob = defineJob({
  name: 'admin.email-reported',
  retry: 'outlast-outage',
  queue: 'admin-inbox',
  schema: z.object({ emailId: EntityId, status: DeliveredEmailStatus, messageId: z.string().nullable(), error: z.string().nullable() }),
  result: z.object({ stored: z.boolean() }),
});

/**
 * Awaited by svc-admin for the onboarding form generator: the questions the business's chosen workflows
 * need answered, from the LLM when one is configured (checked by the contract's schema, one repair, else the
 * catalog) or the catalog engine. Past its deadline svc-admin composes the catalog's form itself.
 */
export const GenerateOnboardingFormJob = defineJob({
  name: 'ai.generate-onboarding-form',
  retry: 'brief',
  queue: 'ai',
  schema: z.object({ business: BusinessForGeneration, selectedWorkflows: z.array(WorkflowSuggestion).min(1) }),
  result: z.object({ form: OnboardingForm, generation: GenerationRecord }),
});

/**
 * Awaited by svc-admin while a client waits for its savings report: the dashboard's figures and weeks as a
 * PDF (bytes base64-encoded, kept in Redis only briefly, as the plan PDF's).
 */
export const RenderSavingsReportJob = defineJob({
  name: 'ai.render-savings-report',
  retry: 'brief',
  queue: 'ai',
  keepResult: 'briefly',
  schema: ClientDashboardResponse.pick({ automations: true, totalWeeklySavings: true, totalMonthlySavings: true, totalTimesSaved: true, liveAutomations: true, savingsHistory: true, hourValue: true }).extend({
    businessName: z.string().min(1),
    /** The agency's day the report was asked for (`AGENCY_TIME_ZONE`), which the CSV's "Prepared" also says. */
    preparedOn: CalendarDay,
  }),
  result: z.object({ pdfBase64: z.base64() }),
});

/**
 * svc-admin to its own inbox, after something the agency did moved a business on (a call booked, an
 * automation started or gone live): the move is made there, with retries, so the request that made it never
 * fails for it. `businessHappenedJobId` names the happening and what it happened to, so it moves once.
 */
export const BusinessHappenedJob = defineJob({
  name: 'admin.business-happened',
  retry: 'outlast-outage',
  queue: 'admin-inbox',
  schema: z.object({
    submissionId: EntityId,
    happening: StageCause.exclude(['by-hand']),
    /** Why it is lost, when the happening loses the business (a proposal declined or expired). */
    lostReason: z.string().min(1).max(LOST_REASON_MAX).optional(),
  }),
  result: z.object({ moved: z.boolean() }),
});
export const businessHappenedJobId = (happening: string, refId: string) => `happened-${happening}-${refId}`;

/** How long before a call each reminder goes: a day, and an hour. */
export const CallReminderLeadMs = { '24h': 24 * 3_600_000, '1h': 3_600_000 } as const;
export const CallReminderLead = z.enum(['24h', '1h']);
export type CallReminderLead = z.infer<typeof CallReminderLead>;

/**
 * svc-admin to its own inbox, delayed until a reminder is due: the call's business gets its reminder once.
 * The job id names the call, its version (SEQUENCE) and the lead, so two instances planning the same
 * reminder add one job; a call moved or cancelled since finds its old reminders dropped (or, if one was
 * already taken, refused by the handler: the version no longer matches).
 */
export const CallReminderJob = defineJob({
  name: 'admin.call-reminder',
  retry: 'outlast-outage',
  queue: 'admin-inbox',
  schema: z.object({ callId: EntityId, sequence: z.number().int().nonnegative(), lead: CallReminderLead }),
  result: z.object({ sent: z.boolean() }),
});
export const callReminderJobId = (callId: string, sequence: number, lead: CallReminderLead) => `call-reminder-${callId}-${sequence}-${lead}`;

/**
 * To svc-admin's inbox from wherever something the agency is told about happened (svc-intake's new lead, the
 * desk's payments, refunds and calls, the portal's tickets and run reports): every member gets one
 * notification of it, and an email if they chose its kind. `notifyAgencyJobId` names the event, and each
 * member's row is unique per event, so a retried or repeated job notifies nobody twice.
 */
export const NotifyAgencyJob = defineJob({
  name: 'admin.notify-agency',
  retry: 'outlast-outage',
  queue: 'admin-inbox',
  schema: z.object({
    event: NotificationEvent,
    /** What makes the event one: the submission, order, ticket message, call version or report it is about. */
    eventKey: z.string().min(1).max(300),
    /** The business (or one of its submissions) whose record it opens; null: none known. */
    recordId: EntityId.nullable(),
    businessName: z.string().min(1),
    detail: z.string().min(1).nullable(),
  }),
  result: z.object({ notified: z.int().min(0) }),
});
export const notifyAgencyJobId = (event: NotificationEvent, eventKey: string) => `notify-${event}-${eventKey}`;
