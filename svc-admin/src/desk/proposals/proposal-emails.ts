import { renderEmail } from '@biz/catalog';
import { dayInWords, formatUsd, signedAtInWords, type ProposalDocument, type SignedProposalPdfInput } from '@biz/contracts';
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


/**
 * The two emails a signature sends, each with the signed PDF: to the client's contact (its copy), and to the
 * business's owner at the agency (else the agency's address) with the link to the record.
 */
export function signedProposalEmails(submissionId: string, signed: SignedProposalPdfInput, agencyTo: string, recordUrl: string): NewAgencyEmail[] {
  const { document } = signed;
  const facts = { businessName: document.businessName, version: document.version, dueOnAcceptance: formatUsd(document.figures.dueOnAcceptanceCents), signerName: signed.signature.signerName, signedAt: signedAtInWords(signed.signature.at, signed.timeZone) };
  const toClient = renderEmail('proposal-signed', facts);
  const toAgency = renderEmail('proposal-accepted', { ...facts, recordUrl });
  return [
    { submissionId, to: document.contactEmail, subject: toClient.subject, body: toClient.text, proposalPdf: signed },
    { submissionId: null, to: agencyTo, subject: toAgency.subject, body: toAgency.text, proposalPdf: signed },
  ];
}
