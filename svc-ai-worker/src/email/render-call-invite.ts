import type { CallInvite } from '@biz/contracts';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface Organizer {
  name: string;
  email: string;
}

/** The sender of SMTP_FROM ('BizAutomate <hello@x>' or a bare address) as an ICS organizer. */
export function organizerOf(from: string): Organizer {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1] || 'BizAutomate', email: match[2] } : { name: 'BizAutomate', email: from.trim() };
}

/**
 * The ICS of a call invite (RFC 5545 with iTIP's METHOD): the same UID for every version of one call, so a
 * calendar updates the event it has (a higher SEQUENCE wins) or removes it on CANCEL. Times are written in
 * UTC, which every calendar shows in its own zone; the booking zone is named in the description.
 */
export function callInviteIcs(invite: CallInvite, attendee: string, organizer: Organizer): string {
  const cancelled = invite.method === 'CANCEL';
  const calendar = ical({ prodId: { company: 'BizAutomate', product: 'admin-desk', language: 'EN' }, method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    id: invite.uid,
    sequence: invite.sequence,
    start: new Date(invite.startsAt),
    end: new Date(invite.endsAt),
    summary: invite.summary,
    description: `${invite.description}\n\nJoin: ${invite.meetingLink}\n(Booked in ${invite.timeZone} time.)`,
    location: invite.meetingLink,
    url: invite.meetingLink,
    organizer,
    attendees: [{ email: attendee, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.NEEDSACTION, rsvp: true }],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // RFC 5545 §3.1 ends every content line with CRLF, the last one too; ical-generator leaves that one off.
  return `${calendar.toString()}\r\n`;
}
