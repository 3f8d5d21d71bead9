import { z } from 'zod';
import { startingWith } from '../common';

/** One report can count at most this many runs (a day of a busy automation, with room to spare). */
export const MAX_RUNS_PER_REPORT = 100_000;

/** How far ahead of the service's clock a report's `at` may be (a platform's clock drifts a little). */
export const RUN_REPORT_LEEWAY_MINUTES = 5;

/** A day has 1,440 minutes: no automation saves more in one of the agency's days, however many runs it makes. */
export const MINUTES_PER_DAY = 24 * 60;

/** The most minutes one run of an automation can save until the agency sets its own ceiling (an hour of someone's work). */
export const DEFAULT_RUN_MINUTES_CEILING = 60;

/**
 * Why a report is refused: its time must fall within the automation's life, and its minutes within what its
 * runs (the agency's ceiling per run) and its day (24 hours an automation) can hold.
 */
export const RunReportMessage = {
  notLive: 'This automation is not live yet: runs count from the go-live day the agency sets.',
  beforeGoLive: (goLiveDate: string) => `These runs are dated before the automation went live (${goLiveDate}): they are not counted.`,
  inTheFuture: `These runs are dated more than ${RUN_REPORT_LEEWAY_MINUTES} minutes ahead: give the time they ran.`,
  overRunCeiling: (ceiling: number) => `One run of this automation saves at most ${ceiling} minutes (the agency's ceiling): these runs cannot have saved more.`,
  overDay: (day: string, left: number) => `An automation saves at most 24 hours a day: ${day} has ${left} minutes left to report.`,
} as const;

/**
 * POST /api/automations/:id/runs — the agency's automation platform (Zapier, Make, n8n, a webhook, a script)
 * reports runs with the automation's token (`Authorization: Bearer …`). `eventId` is the platform's own id
 * of the report: the same one again counts once. `minutesSaved`, when given, is what the whole report saved
 * and replaces runs × the agency's minutes per run.
 */
export const AutomationRunReport = z
  .object({
    eventId: z.string().trim().min(1, 'Give the event an id').max(200, 'Keep the event id to 200 characters'),
    at: z.iso.datetime({ offset: true, message: 'Give the time of the runs as an ISO 8601 date-time' }),
    count: z.number().int('Count whole runs').min(1, 'Report at least one run').max(MAX_RUNS_PER_REPORT),
    minutesSaved: z.number().min(0).max(MAX_RUNS_PER_REPORT * 60).optional(),
  })
  .strict();
export type AutomationRunReport = z.infer<typeof AutomationRunReport>;

/** `counted`: false when this event id was reported before (nothing was added). */
export const AutomationRunReportResponse = z.object({ counted: z.boolean() });
export type AutomationRunReportResponse = z.infer<typeof AutomationRunReportResponse>;

/** How the platform proves it speaks for the automation: the bearer token issued in the desk. */
export const INGEST_TOKEN_PREFIX = 'ba_run_';

/**
 * POST /api/admin/automations/:id/ingest-token — a new token for the automation, shown to the agency this
 * once (only its digest is kept); the one before stops working at once.
 */
export const AutomationIngestTokenResponse = z.object({ token: startingWith(INGEST_TOKEN_PREFIX), issuedAt: z.iso.datetime({ offset: true }) });
export type AutomationIngestTokenResponse = z.infer<typeof AutomationIngestTokenResponse>;

/** How many of an automation's run reports the record lists, newest first (`total` counts them all). */
export const RUN_REPORTS_LISTED = 50;

/** One run report as the agency's record lists it; a voided one stays listed and counts for nothing. */
export const RunReportEntry = z.object({
  eventId: z.string(),
  at: z.iso.datetime({ offset: true }),
  count: z.number().int().positive(),
  /** What the report said its runs saved (null: priced at the automation's minutes per run). */
  minutesSaved: z.number().nonnegative().nullable(),
  receivedAt: z.iso.datetime({ offset: true }),
  voided: z.object({ at: z.iso.datetime({ offset: true }), reason: z.string() }).nullable(),
});
export type RunReportEntry = z.infer<typeof RunReportEntry>;

/** GET /api/admin/automations/:id/runs — the automation's newest run reports and how many it has. */
export const AutomationRunReportsResponse = z.object({ reports: z.array(RunReportEntry), total: z.number().int().nonnegative() });
export type AutomationRunReportsResponse = z.infer<typeof AutomationRunReportsResponse>;

/**
 * POST /api/admin/automations/:id/runs/void — the agency voids one report (a platform's mistake): it
 * stays listed, counts for nothing, and the client is told; voiding it again changes nothing.
 */
export const VoidRunReportRequest = z
  .object({
    eventId: z.string().trim().min(1, 'Name the report').max(200, 'Keep the event id to 200 characters'),
    reason: z.string().trim().min(1, 'Say why the report is void').max(500, 'Keep the reason to 500 characters'),
  })
  .strict();
export type VoidRunReportRequest = z.infer<typeof VoidRunReportRequest>;
export const VoidRunReportResponse = RunReportEntry;
export type VoidRunReportResponse = z.infer<typeof VoidRunReportResponse>;
