import type { CallInvite, CallReminderLead, Submission } from '@biz/contracts';
import type { CallRecord } from './calls.repository';
import { wallTimeWording } from './call-times';

/** What happened to the call, as the invite email tells it. */
export type InviteReason = 'booked' | 'moved' | 'cancelled';

const callName = (call: CallRecord) => `${call.duration}-minute ${call.callType} call`;

/** The UID every version of a call's invite shares, so a calendar updates or removes the event it has. */
export const inviteUid = (callId: string) => `call-${callId}@bizautomate`;

/** The email that carries a call's invite: subject, plain text (`extraLines` before the sign-off) and the invite itself (REQUEST, or CANCEL). */
export function inviteEmail(call: CallRecord, business: Pick<Submission, 'businessName'>, reason: InviteReason, extraLines: readonly string[] = []): { subject: string; body: string; invite: CallInvite } {
  const start = new Date(call.startsAt);
  const when = wallTimeWording(start, call.timeZone);
  const summary = `BizAutomate ${call.callType} call with ${business.businessName}`;
  const lines = {
    booked: [`We booked a ${callName(call)} with you on ${when}.`, `Join: ${call.meetingLink}`],
    moved: [`We moved our ${callName(call)} to ${when}.`, `Join: ${call.meetingLink}`],
    cancelled: [`We cancelled our ${callName(call)} on ${when}. We will be in touch to find another time.`],
  }[reason];
  const agenda = reason !== 'cancelled' && call.agenda ? [`Agenda:\n${call.agenda}`] : [];
  const calendarNote = reason === 'cancelled' ? 'Your calendar will drop the event.' : 'The invite is attached: add it to your calendar.';
  return {
    subject: { booked: 'Call booked', moved: 'Call moved', cancelled: 'Call cancelled' }[reason] + `: ${when}`,
    body: [`Hi ${business.businessName} team,`, ...lines, ...agenda, calendarNote, ...extraLines, 'The BizAutomate team'].join('\n\n'),
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
  const when = wallTimeWording(new Date(call.startsAt), call.timeZone);
  const soon = lead === '24h' ? 'tomorrow' : 'in an hour';
  return {
    subject: `Reminder: our call ${soon}, ${when}`,
    body: [`Hi ${business.businessName} team,`, `A reminder: our ${callName(call)} is ${soon}, on ${when}.`, `Join: ${call.meetingLink}`, 'The BizAutomate team'].join('\n\n'),
  };
}
