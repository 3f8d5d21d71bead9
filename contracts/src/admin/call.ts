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
});
export type ScheduleCallRequest = z.infer<typeof ScheduleCallRequest>;

/** SPEC §3 meeting. */
export const Meeting = z.object({ meetingLink: z.url() });
export type Meeting = z.infer<typeof Meeting>;

export const ScheduleCallResponse = Meeting;
export type ScheduleCallResponse = z.infer<typeof ScheduleCallResponse>;

/** POST /api/admin/generate-meeting-link */
export const GenerateMeetingLinkRequest = z.object({ callType: CallType, duration: CallDuration.default(DEFAULT_CALL_DURATION) });
export type GenerateMeetingLinkRequest = z.infer<typeof GenerateMeetingLinkRequest>;

export const GenerateMeetingLinkResponse = Meeting;
export type GenerateMeetingLinkResponse = z.infer<typeof GenerateMeetingLinkResponse>;
