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
/** The delete dialog's form: its one field holds the typed name. */
export const DeleteSubmissionForm = (businessName: string) => z.object({ confirmation: DeleteSubmissionConfirmation(businessName) });

/** GET /api/admin/clients/{id}/plan/pdf — no body; the answer is a PDF file download. */
export const DownloadPlanPdfRequest = SubmissionIdParams;
export type DownloadPlanPdfRequest = z.infer<typeof DownloadPlanPdfRequest>;
export const PLAN_PDF_CONTENT_TYPE = 'application/pdf';
/** The PDF's bytes (a Buffer on the server). */
export const DownloadPlanPdfResponse = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'expected the bytes of a PDF');

/** How long the link to its plan in a plan email works (the email attaches the PDF; the link is for one too big to attach). */
export const PLAN_LINK_DAYS = 30;
/** The largest plan PDF a plan email attaches (mail servers commonly refuse 10 MB, and base64 adds a third); a larger one goes as its link. */
export const PLAN_PDF_ATTACH_MAX_BYTES = 5 * 1024 * 1024;
/** GET /api/plan-pdf/:token: a plan email's plan as a PDF, by the signed link it carries (no sign-in): the email's id, when the link dies (Unix seconds), and their signature. */
export const PlanLinkParams = z.object({ token: z.string().regex(/^[0-9a-f-]{36}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/, 'Not a plan link') });
export type PlanLinkParams = z.infer<typeof PlanLinkParams>;

/** The headers that make the answer a download; the body is the PDF bytes. */
export const DownloadPlanPdfResponseHeaders = z.object({
  'content-type': z.literal(PLAN_PDF_CONTENT_TYPE),
  'content-disposition': z.string().regex(/^attachment; filename="[^"\\/]+\.pdf"$/),
});
export type DownloadPlanPdfResponseHeaders = z.infer<typeof DownloadPlanPdfResponseHeaders>;

/** A business name as a file name's stem: lowercase ASCII words ('Café Olé' → 'cafe-ole'), safe in a header and on any disk. */
export function businessFileStem(businessName: string): string {
  const slug = businessName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'client';
}

/** File name of a plan PDF. */
export const planPdfFileName = (businessName: string) => `${businessFileStem(businessName)}-automation-plan.pdf`;
