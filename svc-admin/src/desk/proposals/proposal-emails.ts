import { renderEmail } from '@biz/catalog';
import { dayInWords, formatUsd, type ProposalDocument } from '@biz/contracts';
import type { NewAgencyEmail } from '../../shared/email-log/agency-email.repository';

/** To the business's contact: the link to the proposal, with what it asks on acceptance and a month. */
export function proposalLinkEmail(submissionId: string, document: ProposalDocument, url: string): NewAgencyEmail {
  const { figures } = document;
  const { subject, text } = renderEmail('proposal-link', {
    businessName: document.businessName,
    version: document.version,
    replaces: document.version > 1,
    dueOnAcceptance: formatUsd(figures.dueOnAcceptanceCents),
    monthly: figures.monthlyCents > 0 ? formatUsd(figures.monthlyCents) : null,
    validUntil: dayInWords(document.validUntil),
    message: document.message || null,
    url,
  });
  return { submissionId, to: document.contactEmail, subject, body: text };
}
