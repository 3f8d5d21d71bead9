import { renderEmail, type EmailContent } from '@biz/catalog';
import { wallTimeWording } from '../calls/call-times';

/**
 * The email that asks the typed address to confirm a held call: the time in the agency's zone, the link, and how
 * to ignore it. Nothing a visitor typed goes in it: anyone may type any address.
 */
export function holdEmail(hold: { startsAt: Date; timeZone: string; link: string; keptMinutes: number }): EmailContent {
  return renderEmail('call-hold', { when: wallTimeWording(hold.startsAt, hold.timeZone), link: hold.link, keptMinutes: hold.keptMinutes });
}
