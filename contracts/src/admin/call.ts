import { z } from 'zod';
import { EntityId } from '../common';
import { ValidationMessage as M } from '../messages';
import { CallDurations, DEFAULT_CALL_DURATION, callTimeSlots } from '../schedule/call-slots';

export const CallType = z.enum(['video', 'phone']);
export type CallType = z.infer<typeof CallType>;

export const CallDuration = z.literal(CallDurations);
export type CallDuration = z.infer<typeof CallDuration>;

/**
 * POST /api/admin/schedule-call. The date and time must be given (§5); the time must be one of the
 * 30-minute slots. Whether the date is within the next 14 weekdays depends on "today", so the service
 * checks that with `callDates`.
 */
export const ScheduleCallRequest = z.object({
  clientId: EntityId,
  callType: CallType,
  duration: CallDuration.default(DEFAULT_CALL_DURATION),
  scheduledDate: z.iso.date({ error: M.selectCallDateAndTime }),
  scheduledTime: z.enum(callTimeSlots() as [string, ...string[]], { error: M.selectCallDateAndTime }),
  agenda: z.string().trim().max(4000).optional(),
  notes: z.string().trim().max(4000).optional(),
  /** The room 'Generate Meeting Link' showed, so the invite sends that one; it must be under MEETING_BASE_URL. Else a new room. */
  meetingLink: z.url().optional(),
});
export type ScheduleCallRequest = z.infer<typeof ScheduleCallRequest>;

/** SPEC §3 meeting. */
export const Meeting = z.object({ meetingLink: z.url() });
export type Meeting = z.infer<typeof Meeting>;


/** POST /api/admin/generate-meeting-link */
export const GenerateMeetingLinkRequest = z.object({ callType: CallType, duration: CallDuration.default(DEFAULT_CALL_DURATION) });
export type GenerateMeetingLinkRequest = z.infer<typeof GenerateMeetingLinkRequest>;

export const GenerateMeetingLinkResponse = Meeting;
export type GenerateMeetingLinkResponse = z.infer<typeof GenerateMeetingLinkResponse>;

/** The agency's time zone when AGENCY_TIME_ZONE is not set: the support hours of SPEC §2 are EST. */
export const DEFAULT_AGENCY_TIME_ZONE = 'America/New_York';

/** GET /api/admin/call-options: what the call scheduler offers, computed in the agency's time zone. */
export const CallOptionsResponse = z.object({
  /** IANA name, e.g. America/New_York; the picker's dates and times are wall times there. */
  timeZone: z.string(),
  dates: z.array(z.iso.date()),
  times: z.array(z.string()),
  durations: z.array(CallDuration),
  defaultDuration: CallDuration,
});
export type CallOptionsResponse = z.infer<typeof CallOptionsResponse>;

export const CallStatus = z.enum(['scheduled', 'cancelled']);
export type CallStatus = z.infer<typeof CallStatus>;

/** A call the agency booked with a business; its invite goes by email with an ICS file. */
export const ScheduledCall = z.object({
  id: EntityId,
  callType: CallType,
  duration: CallDuration,
  /** The start as an instant, and as the wall date and time it was booked at in `timeZone`. */
  startsAt: z.iso.datetime({ offset: true }),
  scheduledDate: z.iso.date(),
  scheduledTime: z.string(),
  timeZone: z.string(),
  agenda: z.string().nullable(),
  notes: z.string().nullable(),
  meetingLink: z.url(),
  status: CallStatus,
  createdAt: z.iso.datetime({ offset: true }),
});
export type ScheduledCall = z.infer<typeof ScheduledCall>;

/** SPEC's `{ meetingLink }`, and which call was booked. */
export const ScheduleCallResponse = Meeting.extend({ callId: EntityId });
export type ScheduleCallResponse = z.infer<typeof ScheduleCallResponse>;

export const CallIdParams = z.object({ id: EntityId });

/** POST /api/admin/calls/:id/reschedule: a new date and time (and duration); the invite is updated in place. */
export const RescheduleCallRequest = ScheduleCallRequest.pick({ duration: true, scheduledDate: true, scheduledTime: true });
export type RescheduleCallRequest = z.infer<typeof RescheduleCallRequest>;

/** The most calls each list of the desk's Calls view holds, and how many days back its recent calls go. */
export const DESK_CALLS_LIST_MAX = 50;
export const RECENT_CALLS_DAYS = 30;

/** A call on the desk's Calls view, with the business it is with (by its submission, where its record opens). */
export const DeskCall = ScheduledCall.extend({ submissionId: EntityId, businessName: z.string(), contactEmail: z.string() });
export type DeskCall = z.infer<typeof DeskCall>;

/**
 * GET /api/admin/calls: the agency's calls across its businesses: the upcoming (booked, not started yet,
 * soonest first) and the recent (started in the last RECENT_CALLS_DAYS days, cancelled or not, latest first),
 * each at most DESK_CALLS_LIST_MAX. A call whose business was erased since is left out.
 */
export const DeskCallsResponse = z.object({ upcoming: z.array(DeskCall), recent: z.array(DeskCall) });
export type DeskCallsResponse = z.infer<typeof DeskCallsResponse>;

/** POST /api/admin/calls/:id/cancel: the call is off; the business's calendar gets a CANCEL. */
export const CancelCallResponse = z.object({ success: z.boolean() });
