import { PLAN_LINK_DAYS, PLAN_PDF_ATTACH_MAX_BYTES, PLAN_PDF_CONTENT_TYPE, planPdfFileName, signedProposalFileName, type PlanPdfInput, type SignedProposalPdfInput } from '@biz/contracts';
import { renderPdf } from '../pdf/pdf-renderer';
import { planPdfDocument } from '../pdf/plan-pdf-document';
import { signedProposalDocument } from '../pdf/signed-proposal-document';
import type { RenderedEmail } from './render-order-confirmation';

type Attachment = NonNullable<RenderedEmail['attachments']>[number];

/**
 * How a plan email carries its plan: the PDF the desk downloads, rendered now and attached; or, when it is
 * larger than mail servers take and the email has a signed link, a line with the link instead.
 */
export async function planPart(plan: PlanPdfInput, link: string | undefined, maxBytes = PLAN_PDF_ATTACH_MAX_BYTES): Promise<{ attachment: Attachment } | { line: string }> {
  const content = await renderPdf(planPdfDocument(plan));
  if (content.length > maxBytes && link) return { line: `Your plan is too large to attach: download it here (the link works for ${PLAN_LINK_DAYS} days): ${link}` };
  return { attachment: { filename: planPdfFileName(plan.business.businessName), contentType: PLAN_PDF_CONTENT_TYPE, content } };
}

/** A signed proposal, rendered now and attached to the emails that confirm the signature (a few pages: always small enough). */
export async function signedProposalAttachment(proposal: SignedProposalPdfInput): Promise<Attachment> {
  const { document } = proposal;
  return { filename: signedProposalFileName(document.businessName, document.version), contentType: PLAN_PDF_CONTENT_TYPE, content: await renderPdf(signedProposalDocument(proposal)) };
}
