import { z } from 'zod';
import { EntityId } from '../common';
import { MINUTES_PER_DAY } from './automation-runs';
import { Automation, AutomationStatus } from './client-dashboard';

/** A week has 168 hours: no automation saves more. Hours are kept to the hundredth. */
export const MAX_WEEKLY_HOURS = 168;
const WeeklyHours = z
  .number()
  .min(0)
  .max(MAX_WEEKLY_HOURS)
  .refine((hours) => Math.abs(hours * 100 - Math.round(hours * 100)) < 1e-6, 'Use at most two decimals');

/** A run saves at most a day's minutes; kept to the hundredth like the hours. */
export const MAX_MINUTES_PER_RUN = MINUTES_PER_DAY;
const MinutesPerRun = z
  .number()
  .min(0)
  .max(MAX_MINUTES_PER_RUN)
  .refine((minutes) => Math.abs(minutes * 100 - Math.round(minutes * 100)) < 1e-6, 'Use at most two decimals');

/** Why the agency's minutes per run are refused: they are above the automation's ceiling. */
export const runMinutesAboveCeiling = (ceiling: number) => `Above this automation's ceiling of ${ceiling} minutes a run: raise the ceiling first`;

export const AutomationIdParams = z.object({ id: EntityId });
export type AutomationIdParams = z.infer<typeof AutomationIdParams>;

/**
 * PATCH /api/admin/automations/:id — the agency moves an automation on: any of its status, progress,
 * go-live date (null clears it), estimated hours, the minutes a reported run saves, and the most minutes a run
 * can save (reports above it are refused; the minutes per run may not exceed it). At least one field.
 */
export const UpdateAutomationRequest = z
  .object({
    status: AutomationStatus.optional(),
    progressPercent: z.number().int().min(0).max(100).optional(),
    goLiveDate: z.iso.date().nullable().optional(),
    estimatedWeeklyTimeSaved: WeeklyHours.optional(),
    minutesPerRun: MinutesPerRun.nullable().optional(),
    runMinutesCeiling: MinutesPerRun.refine((minutes) => minutes > 0, 'Give a ceiling above 0 minutes').optional(),
  })
  .strict()
  .refine((update) => Object.values(update).some((value) => value !== undefined), { message: 'Change at least one field', path: ['_'] });
export type UpdateAutomationRequest = z.infer<typeof UpdateAutomationRequest>;
export const UpdateAutomationResponse = Automation;
export type UpdateAutomationResponse = z.infer<typeof UpdateAutomationResponse>;

/** POST /api/client/automations/:id/resume-request — a paused automation's client asks the agency to resume it. */
export const ResumeRequestResponse = Automation;
export type ResumeRequestResponse = z.infer<typeof ResumeRequestResponse>;

/** PATCH /api/client/preferences — whether the agency's notices are also emailed. */
export const ClientPreferencesRequest = z.object({ emailNotifications: z.boolean() }).strict();
export type ClientPreferencesRequest = z.infer<typeof ClientPreferencesRequest>;
export const ClientPreferencesResponse = ClientPreferencesRequest;
export type ClientPreferencesResponse = z.infer<typeof ClientPreferencesResponse>;

/** POST /api/client/notifications/:id/read and /read-all: how many are still unread. */
export const NotificationIdParams = z.object({ id: EntityId });
export type NotificationIdParams = z.infer<typeof NotificationIdParams>;
export const NotificationsReadResponse = z.object({ unread: z.number().int().nonnegative() });
export type NotificationsReadResponse = z.infer<typeof NotificationsReadResponse>;
