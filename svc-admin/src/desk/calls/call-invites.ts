import { renderEmail } from '@biz/catalog';
import type { CallInvite, CallReminderLead, EmailData, Submission } from '@biz/contracts';
import type { CallRecord } from './calls.repository';
import { wallTimeWording } from './call-times';

/** What a call booked on the site adds: the visitor's signed links, or the agency's note of who booked it. */
export type CallInviteExtras = Pick<EmailData<'call-booked'>, 'selfService' | 'bookAgain' | 'bookedBy'>;

/** What happened to the call, as the invite email tells it. */
export type InviteReason = 'booked' | 'moved' | 'cancelled';

const callName = (call: CallRecord) => `${call.duration}-minute ${call.callType} call`;

/** The UID every version of a call's invite shares, so a calendar updates or removes the event it has. */
export const inviteUid = (callId: string) => `call-${callId}@bizautomate`;

/** The email that carries a call's invite: subject, plain text and the invite itself (REQUEST, or CANCEL). */
export function inviteEmail(call: CallRecord, business: Pick<Submission, 'businessName'>, reason: InviteReason, extras: CallInviteExtras = {}): { subject: string; body: string; invite: CallInvite } {
  const start = new Date(call.startsAt);
  const when = wallTimeWording(start, call.timeZone);
  const summary = `BizAutomate ${call.callType} call with ${business.businessName}`;
  const { subject, text } = renderEmail(`call-${reason}`, { businessName: business.businessName, callName: callName(call), when, meetingLink: call.meetingLink, agenda: call.agenda ?? null, ...extras });
  return {
    subject,
    body: text,
    invite: {
      uid: inviteUid(call.id),
      sequence: call.sequence,
      method: reason === 'cancelled' ? 'CANCEL' : 'REQUEST',
      startsAt: call.startsAt,
      endsAt: new Date(start.getTime() + call.duration * 60_000).toISOString(),
      timeZone: call.timeZone,
      summary,
      description: call.agenda ?? '',
      meetingLink: call.meetingLink,
    },
  };
}

/** A reminder a day or an hour before the call: plain text with the room (the invite is in the calendar already). */
export function reminderEmail(call: CallRecord, business: Pick<Submission, 'businessName'>, lead: CallReminderLead): { subject: string; body: string } {
  const { subject, text } = renderEmail('call-reminder', { businessName: business.businessName, callName: callName(call), when: wallTimeWording(new Date(call.startsAt), call.timeZone), meetingLink: call.meetingLink, lead });
  return { subject, body: text };
}
