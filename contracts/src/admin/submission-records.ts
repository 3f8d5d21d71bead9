import { z } from 'zod';
import { SubmissionIdParams, SuccessResponse } from '../common';
import { ValidationMessage as M } from '../messages';

/** DELETE /api/admin/clients/{id} — no body; the answer is not shown (the dashboard is refetched). */
export const DeleteSubmissionRequest = SubmissionIdParams;
export type DeleteSubmissionRequest = z.infer<typeof DeleteSubmissionRequest>;
export const DeleteSubmissionResponse = SuccessResponse;
export type DeleteSubmissionResponse = z.infer<typeof DeleteSubmissionResponse>;

/** The delete dialog's check (§5): the typed text must equal the business name exactly. */
export function DeleteSubmissionConfirmation(businessName: string) {
  return z.string().refine((typed) => typed === businessName, M.businessNameMismatch);
}

/** GET /api/admin/clients/{id}/plan/pdf — no body; the answer is a PDF file download. */
export const DownloadPlanPdfRequest = SubmissionIdParams;
export type DownloadPlanPdfRequest = z.infer<typeof DownloadPlanPdfRequest>;
export const PLAN_PDF_CONTENT_TYPE = 'application/pdf';

/** The headers that make the answer a download; the body is the PDF bytes. */
export const DownloadPlanPdfResponseHeaders = z.object({
  'content-type': z.literal(PLAN_PDF_CONTENT_TYPE),
  'content-disposition': z.string().regex(/^attachment; filename="[^"\\/]+\.pdf"$/),
});
export type DownloadPlanPdfResponseHeaders = z.infer<typeof DownloadPlanPdfResponseHeaders>;

/** File name of a plan PDF: the business name reduced to safe characters. */
export function planPdfFileName(businessName: string): string {
  const slug = businessName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80);
  return `${slug || 'client'}-automation-plan.pdf`;
}
