import { businessOf, planPdfFileName, RenderPlanPdfJob, ServerMessage } from '@biz/contracts';
import { AppError, InternalClient, JOB_PRODUCER, JobFailed, JobTimedOut, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { INTAKE } from '../contexts/context-clients';
import { AuditEventRepository } from '../identity/audit-event.repository';
import type { Caller } from '../identity/caller';

/** Injection token of DOCUMENT_DEADLINE_MS: how long the admin waits for the worker's document. */
export const DOCUMENT_DEADLINE = Symbol('DOCUMENT_DEADLINE');

/** 409: there is nothing to print before a selection's plan is generated. */
export class PlanNotReady extends AppError {
  constructor() {
    super(409, 'PlanNotReady', ServerMessage.planNotReady);
  }
}

/** 503 with Retry-After: the worker did not render the document (down, swamped, or it failed). */
export class DocumentUnavailable extends AppError {
  constructor() {
    super(503, 'DocumentUnavailable', ServerMessage.documentUnavailable);
  }
}

export interface PlanPdf {
  fileName: string;
  pdf: Buffer;
}

/** A business's plan as a PDF: the data from svc-intake, the rendering by the worker (pdfmake, off this event loop). */
@Injectable()
export class PlanPdfService {
  private readonly log = new Logger(PlanPdfService.name);

  constructor(
    @Inject(DOCUMENT_DEADLINE) private readonly deadlineMs: number,
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  async render(id: string, caller: Caller): Promise<PlanPdf> {
    const { requestId } = caller;
    const { submission, selectedWorkflows, generations } = await this.intake.call('submissionDetail', { params: { id } }, { requestId });
    const plan = submission.plan;
    if (!plan?.planData || selectedWorkflows.length === 0) throw new PlanNotReady();
    const generatedAt = generations.findLast((g) => g.kind === 'plan')?.createdAt ?? submission.createdAt;
    const payload = { business: businessOf(submission), planData: plan.planData, selectedWorkflows, totalSetupCost: plan.totalSetupCost, totalMonthlyCost: plan.totalMonthlyCost, generatedAt };
    let pdfBase64: string;
    try {
      ({ pdfBase64 } = await this.producer.enqueueAndWait(RenderPlanPdfJob, payload, { timeoutMs: this.deadlineMs }));
    } catch (error) {
      if (!(error instanceof JobTimedOut || error instanceof JobFailed)) throw error;
      this.log.warn(`No plan PDF for ${id}: ${error.message}`);
      throw new DocumentUnavailable();
    }
    await this.audit.record({ actor: 'admin', action: 'plan.downloaded', subjectId: id, requestId, details: { address: caller.address } });
    return { fileName: planPdfFileName(submission.businessName), pdf: Buffer.from(pdfBase64, 'base64') };
  }
}
