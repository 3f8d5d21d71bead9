import { z } from 'zod';
import { EntityId } from '../common';
import { ValidationMessage as M } from '../messages';
import { CallStatus } from '../admin/call';
import { BusinessIntakeRequest } from '../intake/business-intake';
import { OpenSlot } from './open-slots';

/** GET /api/calls/open-slots: the agency's free 30-minute starts (SPEC §9), as instants, and its zone. */
export const OpenSlotsResponse = z.object({
  /** The agency's IANA zone: the page shows each start there and in the visitor's own zone. */
  timeZone: z.string(),
  durationMinutes: z.number().int().positive(),
  slots: z.array(OpenSlot),
});
export type OpenSlotsResponse = z.infer<typeof OpenSlotsResponse>;

/** A start the visitor picked among the open slots (the service checks it is one). */
const SlotStart = z.iso.datetime({ offset: true, error: 'Choose one of the offered times.' });

/** Minutes a slot stays kept for a visitor who booked by a typed email, while they go to that inbox (decision 043). */
export const CALL_HOLD_MINUTES = 30;

/** Times one client address may keep at once by typed emails: enough for a person, too few to empty the calendar. */
export const MAX_LIVE_HOLDS_PER_ADDRESS = 3;

/**
 * What a visitor without the wizard says of the business, asked as the wizard asks it: the lead is made of it
 * when the inbox confirms the call and the email has no submission yet (decision 043).
 */
export const WalkInAnswers = BusinessIntakeRequest.pick({ industry: true, companySize: true, primaryGoals: true });
export type WalkInAnswers = z.infer<typeof WalkInAnswers>;

/**
 * POST /api/calls/book: a visitor books a strategy call on the site. A visitor who just finished the wizard
 * is known by the submission id it holds (an unguessable uuid, so a bearer secret: the answer never echoes
 * the business's details) and books at once; one who is not types name, email, business name and the wizard's
 * required answers, and the slot is only held until the call is confirmed from that inbox (`HeldCall`), whoever
 * the email belongs to.
 */
export const BookCallRequest = z
  .object({
    startsAt: SlotStart,
    submissionId: EntityId.optional(),
    name: z.string().trim().min(1, M.nameRequired).max(200).optional(),
    email: z.email({ error: M.validEmailRequired }).max(254).optional(),
    businessName: z.string().trim().min(1, M.businessNameRequired).max(200).optional(),
    ...WalkInAnswers.partial().shape,
  })
  .superRefine((request, ctx) => {
    if (request.submissionId) return;
    if (!request.name) ctx.addIssue({ code: 'custom', path: ['name'], message: M.nameRequired });
    if (!request.email) ctx.addIssue({ code: 'custom', path: ['email'], message: M.validEmailRequired });
    if (!request.businessName) ctx.addIssue({ code: 'custom', path: ['businessName'], message: M.businessNameRequired });
    if (!request.industry) ctx.addIssue({ code: 'custom', path: ['industry'], message: M.industryRequired });
    if (!request.companySize) ctx.addIssue({ code: 'custom', path: ['companySize'], message: M.companySizeRequired });
    if (!request.primaryGoals) ctx.addIssue({ code: 'custom', path: ['primaryGoals'], message: M.selectAtLeastOneGoal });
  });
export type BookCallRequest = z.infer<typeof BookCallRequest>;

/** The booked call as its visitor may see it: times and the room, nothing about the business. */
export const BookedCall = z.object({
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  timeZone: z.string(),
  meetingLink: z.url(),
  status: CallStatus,
});
export type BookedCall = z.infer<typeof BookedCall>;

/**
 * A slot kept for a booking by a typed email until `holdExpiresAt`: the same answer for every email, so the
 * page tells nobody whether the address is known to us (decision 043).
 */
export const HeldCall = z.object({
  status: z.literal('held'),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  timeZone: z.string(),
  holdExpiresAt: z.iso.datetime({ offset: true }),
});
export type HeldCall = z.infer<typeof HeldCall>;

/** Booked at once (the wizard's submission), or held until confirmed from the typed email's inbox. */
export const BookCallResponse = z.discriminatedUnion('status', [BookedCall, HeldCall]);
export type BookCallResponse = z.infer<typeof BookCallResponse>;

/** The one-time token of a hold's confirmation email (256 random bits, base64url); only its SHA-256 is stored. */
export const CallHoldToken = z.string().min(1).max(200);

/** POST /api/calls/hold: the held time a confirmation link is for, read without using the link. */
export const CallHoldRequest = z.object({ token: CallHoldToken });
export type CallHoldRequest = z.infer<typeof CallHoldRequest>;
export const CallHoldResponse = HeldCall;

/** POST /api/calls/hold/confirm: uses the link once; the call is booked on the email's business (a new lead if none). */
export const ConfirmCallHoldRequest = z.object({ token: CallHoldToken });
export type ConfirmCallHoldRequest = z.infer<typeof ConfirmCallHoldRequest>;
export const ConfirmCallHoldResponse = BookedCall;

/** What a signed link of the invite email may do, each with its own link. */
export const CallLinkPurpose = z.enum(['reschedule', 'cancel']);
export type CallLinkPurpose = z.infer<typeof CallLinkPurpose>;

/** A signed link's token (HMAC, single purpose, dead at the call's start or once the call changed). */
export const CallLinkToken = z.string().min(1).max(1000);

/** POST /api/calls/by-link: the call a link is for, so its page shows the current time. */
export const CallByLinkRequest = z.object({ token: CallLinkToken });
export const CallByLinkResponse = BookedCall;

/** POST /api/calls/by-link/reschedule: a new start from the open slots; the invite is updated (SEQUENCE raised). */
export const RescheduleByLinkRequest = z.object({ token: CallLinkToken, startsAt: SlotStart });
export type RescheduleByLinkRequest = z.infer<typeof RescheduleByLinkRequest>;

/** POST /api/calls/by-link/cancel: the call is off; both calendars get METHOD:CANCEL. */
export const CancelByLinkRequest = z.object({ token: CallLinkToken });
export const CancelByLinkResponse = BookedCall;
