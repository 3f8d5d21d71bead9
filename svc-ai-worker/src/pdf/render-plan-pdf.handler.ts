import { RenderPlanPdfJob } from '@biz/contracts';
import { handlerFor } from '@biz/server-kit/without-nest';
import { planPdfDocument } from './plan-pdf-document';
import { renderPdf } from './pdf-renderer';

/** The plan PDF an admin downloads: rendered here, off the services' event loops, and answered to the waiting caller. */
export function renderPlanPdfHandler() {
  return handlerFor(RenderPlanPdfJob, async (payload) => ({ pdfBase64: (await renderPdf(planPdfDocument(payload))).toString('base64') }));
}
