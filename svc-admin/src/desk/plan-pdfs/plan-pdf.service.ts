import { businessOf, PLAN_PDF_CONTENT_TYPE, planPdfFileName, RenderPlanPdfJob, ServerMessage } from '@biz/contracts';
import { AppError, InternalClient, JOB_PRODUCER, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import type { FileAnswer } from '../../shared/files/file-answer';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { DOCUMENT_DEADLINE, workerPdf } from '../../shared/documents/worker-pdf';

/** 409: there is nothing to print before a selection's plan is generated. */
export class PlanNotReady extends AppError {
  constructor() {
    super(409, 'PlanNotReady', ServerMessage.planNotReady);
  }
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

  async render(id: string, caller: Caller): Promise<FileAnswer<Buffer>> {
    const { requestId } = caller;
    const { submission, selectedWorkflows, generations } = await this.intake.call('submissionDetail', { params: { id } }, { requestId });
    const plan = submission.plan;
    if (!plan?.planData || selectedWorkflows.length === 0) throw new PlanNotReady();
    const generatedAt = generations.findLast((g) => g.kind === 'plan')?.createdAt ?? submission.createdAt;
    const payload = { business: businessOf(submission), planData: plan.planData, selectedWorkflows, totalSetupCost: plan.totalSetupCost, totalMonthlyCost: plan.totalMonthlyCost, generatedAt };
    const pdf = await workerPdf(this.producer, RenderPlanPdfJob, payload, this.deadlineMs, this.log);
    await this.audit.record({ ...agencyActor(caller), action: 'plan.downloaded', subjectId: id, requestId, details: { address: caller.address } });
    return { fileName: planPdfFileName(submission.businessName), contentType: PLAN_PDF_CONTENT_TYPE, body: pdf };
  }
}
