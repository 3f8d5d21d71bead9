import { ServerMessage, type JobPayload, type RenderPlanPdfJob, type RenderSavingsReportJob, type RenderSignedProposalJob } from '@biz/contracts';
import { domainError, JobFailed, type JobProducer, JobTimedOut } from '@biz/server-kit';
import type { Logger } from '@nestjs/common';

/** Injection token of DOCUMENT_DEADLINE_MS: how long a caller waits for the worker's document. */
export const DOCUMENT_DEADLINE = Symbol('DOCUMENT_DEADLINE');

/** 503 with Retry-After: the worker did not render the document (down, swamped, or it failed). */
export class DocumentUnavailable extends domainError('DocumentUnavailable', ServerMessage.documentUnavailable) {}

type PdfJob = typeof RenderPlanPdfJob | typeof RenderSavingsReportJob | typeof RenderSignedProposalJob;

/**
 * A PDF the worker renders (pdfmake, off this event loop) while its caller waits: the bytes, or 503
 * `DocumentUnavailable` (with Retry-After) when the worker does not answer within the deadline or fails.
 */
export async function workerPdf<J extends PdfJob>(producer: JobProducer, job: J, payload: JobPayload<J>, deadlineMs: number, log: Logger): Promise<Buffer> {
  try {
    const { pdfBase64 } = await producer.enqueueAndWait(job, payload, { timeoutMs: deadlineMs });
    return Buffer.from(pdfBase64, 'base64');
  } catch (error) {
    if (!(error instanceof JobTimedOut || error instanceof JobFailed)) throw error;
    log.warn(`No ${job.name} document: ${error.message}`);
    throw new DocumentUnavailable();
  }
}
