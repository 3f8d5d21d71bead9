import { RenderSavingsReportJob } from '@biz/contracts';
import { handlerFor } from '@biz/server-kit/without-nest';
import { renderPdf } from './pdf-renderer';
import { savingsReportDocument } from './savings-report-document';

/** A client's savings report as a PDF, answered to svc-admin, which waits for it. */
export function renderSavingsReportHandler() {
  return handlerFor(RenderSavingsReportJob, async (payload) => ({ pdfBase64: (await renderPdf(savingsReportDocument(payload))).toString('base64') }));
}
