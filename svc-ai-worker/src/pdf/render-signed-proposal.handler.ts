import { RenderSignedProposalJob } from '@biz/contracts';
import { handlerFor } from '@biz/server-kit/without-nest';
import { renderPdf } from './pdf-renderer';
import { signedProposalDocument } from './signed-proposal-document';

/** A signed proposal as a PDF, answered to svc-admin, which waits for it. */
export function renderSignedProposalHandler() {
  return handlerFor(RenderSignedProposalJob, async (payload) => ({ pdfBase64: (await renderPdf(signedProposalDocument(payload))).toString('base64') }));
}
