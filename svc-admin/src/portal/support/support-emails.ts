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
  const intro = answer ? `${party.businessName} (${party.email}) answered a support ticket:` : `A support ticket from ${party.businessName} (${party.email}):`;
  return {
    submissionId: null,
    to: supportEmail,
    subject: `Support: ${answer ? 'Re: ' : ''}${subject} (${party.businessName})`,
    body: [intro, `Subject: ${subject}`, message, 'Reply from the Support tab of the admin desk: the client reads it in its portal and by email.'].join('\n\n'),
  };
}

/** `portalUrl`: the client dashboard's public URL. */
export function replyToClient(portalUrl: string, party: TicketParty, subject: string, message: string): NewAgencyEmail {
  return {
    submissionId: null,
    to: party.email,
    subject: `Re: ${subject}`,
    body: [
      'Hello,',
      `The BizAutomate team replied to your support ticket "${subject}":`,
      message,
      `Read the whole thread and answer it in the Support tab of your client portal: ${portalUrl}`,
      'The BizAutomate team',
    ].join('\n\n'),
  };
}
