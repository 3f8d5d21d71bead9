import { renderEmail } from '@biz/catalog';
import type { NewAgencyEmail } from '../../shared/email-log/agency-email.repository';

/** Who a ticket is about, as its emails name it. */
export interface TicketParty {
  businessName: string;
  email: string;
}

/**
 * The emails a thread causes, all plain text (the worker escapes them into its HTML part): the agency's
 * notice of a client's message, at SUPPORT_EMAIL, and the agency's reply, to the client.
 */
export function noticeToAgency(supportEmail: string, party: TicketParty, subject: string, message: string, answer: boolean): NewAgencyEmail {
  const email = renderEmail('support-notice', { businessName: party.businessName, email: party.email, subject, message, answer });
  return { submissionId: null, to: supportEmail, subject: email.subject, body: email.text };
}

/** `portalUrl`: the client dashboard's public URL. */
export function replyToClient(portalUrl: string, party: TicketParty, subject: string, message: string): NewAgencyEmail {
  const email = renderEmail('support-reply', { subject, message, portalUrl });
  return { submissionId: null, to: party.email, subject: email.subject, body: email.text };
}
