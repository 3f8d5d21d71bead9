import { PLAN_PDF_CONTENT_TYPE, planPdfFileName, RenderPlanPdfJob, ServerMessage } from '@biz/contracts';
import { domainError, InternalClient, JOB_PRODUCER, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import type { FileAnswer } from '../../shared/files/file-answer';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { planPdfInput } from '../../shared/documents/plan-pdf-input';
import { AgencyEmailRepository } from '../../shared/email-log/agency-email.repository';
import { PlanLinks } from '../../shared/email-log/plan-links';
import { DOCUMENT_DEADLINE, workerPdf } from '../../shared/documents/worker-pdf';

/** 409: there is nothing to print before a selection's plan is generated. */
export class PlanNotReady extends domainError('PlanNotReady', ServerMessage.planNotReady) {}

/** 404: a plan link this desk did not sign, or whose email is gone (its business erased). */
export class PlanLinkInvalid extends domainError('PlanLinkInvalid', ServerMessage.planLinkInvalid) {}

/** 410: a plan link past its PLAN_LINK_DAYS. */
export class PlanLinkExpired extends domainError('PlanLinkExpired', ServerMessage.planLinkExpired) {}

/** A business's plan as a PDF: the data from svc-intake, the rendering by the worker (pdfmake, off this event loop). */
@Injectable()
export class PlanPdfService {
  private readonly log = new Logger(PlanPdfService.name);

  constructor(
    @Inject(DOCUMENT_DEADLINE) private readonly deadlineMs: number,
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(AgencyEmailRepository) private readonly emails: AgencyEmailRepository,
    @Inject(PlanLinks) private readonly links: PlanLinks,
  ) {}

  async render(id: string, caller: Caller): Promise<FileAnswer<Buffer>> {
    const { requestId } = caller;
    const detail = await this.intake.call('submissionDetail', { params: { id } }, { requestId });
    const payload = planPdfInput(detail);
    if (!payload) throw new PlanNotReady();
    const pdf = await workerPdf(this.producer, RenderPlanPdfJob, payload, this.deadlineMs, this.log);
    await this.audit.record({ ...agencyActor(caller), action: 'plan.downloaded', subjectId: id, requestId, details: { address: caller.address } });
    return { fileName: planPdfFileName(detail.submission.businessName), contentType: PLAN_PDF_CONTENT_TYPE, body: pdf };
  }

  /** The plan a plan email carried, as it was when written, by the signed link in the email. */
  async byLink(token: string): Promise<FileAnswer<Buffer>> {
    const link = this.links.read(token);
    if (!link) throw new PlanLinkInvalid();
    if (link.expired) throw new PlanLinkExpired();
    const plan = (await this.emails.one(link.emailId))?.planPdf;
    if (!plan) throw new PlanLinkInvalid();
    const pdf = await workerPdf(this.producer, RenderPlanPdfJob, plan, this.deadlineMs, this.log);
    return { fileName: planPdfFileName(plan.business.businessName), contentType: PLAN_PDF_CONTENT_TYPE, body: pdf };
  }
}
