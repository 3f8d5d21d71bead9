import { wallTimeWording } from '../calls/call-times';

/**
 * The email that asks the typed address to confirm a held call: the time in the agency's zone, the link, and how
 * to ignore it. Nothing a visitor typed goes in it: anyone may type any address.
 */
export function holdEmail(hold: { startsAt: Date; timeZone: string; link: string; keptMinutes: number }): { subject: string; text: string } {
  const when = wallTimeWording(hold.startsAt, hold.timeZone);
  return {
    subject: 'Confirm your strategy call',
    text: [
      'Hello,',
      `Somebody asked on our site for a 30-minute strategy call with this email address on ${when}.`,
      `To book it, open this link and confirm the call:`,
      hold.link,
      `We keep the time for you for ${hold.keptMinutes} minutes; after that the link no longer works and the time is free again.`,
      'If you did not ask for this call, ignore this email: nothing is booked without it.',
      'The BizAutomate team',
    ].join('\n\n'),
  };
}
