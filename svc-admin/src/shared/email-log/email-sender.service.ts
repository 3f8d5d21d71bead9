import { DeliverEmailJob, leadEmailKey, type JobPayload, type LeadEmailJob, type SendEmailRequest, type SendEmailResponse } from '@biz/contracts';
import { AppError, domainError, EmailSweep, InternalClient, JOB_PRODUCER, type JobProducer, resendRoundJobId, startEmailSweep } from '@biz/server-kit';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { INTAKE } from '../contexts/context-clients.module';
import type { AuditActor } from '@biz/contracts';
import { AuditEventRepository } from '../audit/audit-event.repository';
import { agencyActor, type Caller } from '../identity/caller';
import { planPdfInput } from '../documents/plan-pdf-input';
import { AgencyEmailRepository, type EmailToDeliver, type NewAgencyEmail } from './agency-email.repository';
import { leadEmail } from './lead-email';
import { PlanLinks } from './plan-links';

export class EmailNotFound extends domainError('EmailNotFound', 'That email is not in the log.') {}

/**
 * The agency's emails to a business: each is written to the log first (queued), then handed to the worker,
 * which sends it once and reports back to the inbox. A job that never reached Redis, or failed for good, is
 * picked up by the sweep (`EmailSweep`), so an outage delays an email but never loses it.
 */
@Injectable()
export class EmailSenderService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger(EmailSenderService.name);
  private stopSweep?: () => void;

  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(AgencyEmailRepository) private readonly emails: AgencyEmailRepository,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(PlanLinks) private readonly planLinks: PlanLinks,
  ) {}

  /** To the submission's contact email, as the admin wrote it; a plan_ready email carries the plan's PDF once there is a plan. */
  async send({ clientId, subject, body, emailType }: SendEmailRequest, caller: Caller): Promise<SendEmailResponse> {
    const detail = await this.intake.call('submissionDetail', { params: { id: clientId } }, { requestId: caller.requestId });
    const planPdf = emailType === 'plan_ready' ? planPdfInput(detail) : null;
    return this.queue({ submissionId: clientId, to: detail.submission.contactEmail, subject, body, planPdf, ...(emailType ? { emailType } : {}) }, caller);
  }

  /**
   * One of the emails the product sends a lead by itself: logged once per selection and kind, then handed to
   * the worker, the plan never before its 'on its way'. False when it was logged before, or there is nothing
   * to send yet (a plan replaced meanwhile).
   */
  async sendLeadEmail({ submissionId, selectionId, kind }: JobPayload<typeof LeadEmailJob>): Promise<boolean> {
    // The plan follows the note that it is on its way: a plan generated in milliseconds must not overtake it
    // (issue 46). Once per selection, like every lead email: the note's own job then finds it written.
    if (kind === 'plan-ready') await this.sendLeadEmail({ submissionId, selectionId, kind: 'plan-on-its-way' });
    const detail = await this.intake.call('submissionDetail', { params: { id: submissionId } }).catch((err: unknown) => {
      // Deleted since: nobody to write to.
      if (err instanceof AppError && err.code === 'SubmissionNotFound') return null;
      throw err;
    });
    const email = detail && leadEmail(kind, detail);
    if (!detail || !email) return false;
    const logged = await this.emails.create({ submissionId, to: detail.submission.contactEmail, ...email, leadEmailKey: leadEmailKey(kind, selectionId) });
    if (!logged) return false;
    await this.enqueue(logged);
    return true;
  }

  /** The same email again, to the same address, as a new entry of the log. */
  async resend(emailId: string, caller: Caller): Promise<SendEmailResponse> {
    const email = await this.emails.one(emailId);
    if (!email) throw new EmailNotFound();
    return this.queue({ submissionId: email.submissionId, to: email.to, subject: email.subject, body: email.body, invite: email.invite ?? undefined, planPdf: email.planPdf, proposalPdf: email.proposalPdf, ...(email.emailType ? { emailType: email.emailType } : {}) }, caller);
  }

  /** Logs the email (queued) and hands it to the worker: the one way an email leaves the admin desk. `actor`: who made it be sent. */
  async queue(email: NewAgencyEmail, caller: Caller, actor: AuditActor = 'admin'): Promise<SendEmailResponse> {
    // Without a lead email key the row is always written.
    const logged = (await this.emails.create(email))!;
    const who = actor === 'admin' ? agencyActor(caller) : { actor };
    await this.audit.record({ ...who, action: 'email.queued', subjectId: email.submissionId ?? undefined, requestId: caller.requestId, details: { emailId: logged.emailId, address: caller.address } });
    await this.enqueue(logged);
    return { success: true, emailId: logged.emailId };
  }

  /** The email is in the log whatever happens here: a job that cannot be enqueued now is left to the sweep. */
  private async enqueue({ createdAt, ...email }: EmailToDeliver, jobId = email.emailId): Promise<void> {
    const planPdfLink = email.planPdf ? this.planLinks.url(email.emailId, createdAt) : undefined;
    try {
      await this.producer.enqueue(DeliverEmailJob, { ...email, ...(planPdfLink ? { planPdfLink } : {}) }, { jobId });
    } catch (err) {
      this.log.warn(`email ${email.emailId} not enqueued yet (the sweep retries): ${String(err)}`);
    }
  }

  /** Enqueues again every email whose job may have been lost, and another round of those that failed. */
  async sweep(): Promise<void> {
    for (const email of await this.emails.queued(EmailSweep.staleAfterSeconds)) await this.enqueue(email);
    for (const email of await this.emails.failed(EmailSweep.resendFailedAfterSeconds, EmailSweep.giveUpAfterSeconds)) await this.enqueue(email, resendRoundJobId(email.emailId));
  }

  onApplicationBootstrap(): void {
    this.stopSweep = startEmailSweep(() => this.sweep().catch((err: unknown) => this.log.warn(`could not sweep the email log: ${String(err)}`)));
  }

  onApplicationShutdown(): void {
    this.stopSweep?.();
  }
}
