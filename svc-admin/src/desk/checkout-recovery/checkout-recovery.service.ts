import {
  DEFAULT_CHECKOUT_RECOVERY_TEMPLATE,
  Packages,
  checkoutResumePath,
  renderRecoveryEmail,
  type CheckoutRecoveryTemplate,
  type CheckoutRecoveryTemplateResponse,
  type SendEmailResponse,
  type WithdrawCheckoutRecoveryResponse,
} from '@biz/contracts';
import { AppError, InternalClient } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { BILLING, INTAKE } from '../../shared/contexts/context-clients.module';
import { EmailSenderService } from '../../shared/email-log/email-sender.service';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { EmailTemplatesRepository } from './email-templates.repository';

export const RECOVERY_PUBLIC_URL = Symbol('RECOVERY_PUBLIC_URL');

/**
 * A lead who began a sprint checkout and did not pay gets the agency's recovery email: its template (the
 * agency's wording, else the default), filled with the business, the package and a link billing issues
 * that resumes that order's checkout. It goes through the email log like every agency email (queued, then
 * the worker's report), and the record's timeline names it. The desk can withdraw an order's links (an
 * email sent to a wrong address, or forwarded): each then answers that it was withdrawn.
 */
@Injectable()
export class CheckoutRecoveryService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(BILLING) private readonly billing: InternalClient,
    @Inject(EmailTemplatesRepository) private readonly templates: EmailTemplatesRepository,
    @Inject(EmailSenderService) private readonly sender: EmailSenderService,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(RECOVERY_PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  async template(): Promise<CheckoutRecoveryTemplateResponse> {
    return (await this.templates.checkoutRecovery()) ?? { ...DEFAULT_CHECKOUT_RECOVERY_TEMPLATE, updatedAt: null };
  }

  updateTemplate(template: CheckoutRecoveryTemplate, caller: Caller): Promise<CheckoutRecoveryTemplateResponse> {
    return this.templates.saveCheckoutRecovery(template, caller.staffAccountId ?? null);
  }

  /**
   * To the order's lead, about the business of submission `id`. Billing issues the link only for an order
   * of one of the business's addresses (else the order's 404) that is not paid (409).
   */
  async send(id: string, orderId: string, caller: Caller): Promise<SendEmailResponse> {
    const { requestId } = caller;
    const [{ business }, template] = await Promise.all([this.intake.call('submissionDetail', { params: { id } }, { requestId }), this.template()]);
    const { order, token } = await this.withAddressHolding(business.emails, (email) => this.billing.call('createCheckoutResumeLink', { params: { id: orderId }, body: { email } }, { requestId }));
    const lead = order.lead!; // billing issues a link only to an order whose lead has the email
    const email = renderRecoveryEmail(template, {
      businessName: lead.businessName,
      packageName: Packages[order.package].title,
      resumeLink: new URL(checkoutResumePath(order.package, token), this.publicUrl).toString(),
    });
    const queued = await this.sender.queue({ submissionId: id, to: lead.contactEmail, subject: email.subject, body: email.body }, caller);
    await this.audit.record({ ...agencyActor(caller), action: 'checkout.recovery-sent', subjectId: id, requestId, details: { orderId, package: order.package, emailId: queued.emailId, address: caller.address } });
    return queued;
  }

  /** Every resume link of the order stops (billing's 404 when no address of the business holds it). */
  async withdraw(id: string, orderId: string, caller: Caller): Promise<WithdrawCheckoutRecoveryResponse> {
    const { requestId } = caller;
    const { business } = await this.intake.call('submissionDetail', { params: { id } }, { requestId });
    const { withdrawn } = await this.withAddressHolding(business.emails, (email) => this.billing.call('withdrawCheckoutResumeLinks', { params: { id: orderId }, body: { email } }, { requestId }));
    await this.audit.record({ ...agencyActor(caller), action: 'checkout.recovery-withdrawn', subjectId: id, requestId, details: { orderId, withdrawn, address: caller.address } });
    return { success: true, withdrawn };
  }

  /** Asks billing about the order under each address of the business until one holds it (one, unless merged). */
  private async withAddressHolding<T>(emails: readonly string[], ask: (email: string) => Promise<T>): Promise<T> {
    for (const [i, email] of emails.entries()) {
      try {
        return await ask(email);
      } catch (err) {
        if (i === emails.length - 1 || !isOrderNotFound(err)) throw err;
      }
    }
    throw new Error('a business has at least one address');
  }
}

const isOrderNotFound = (err: unknown) => err instanceof AppError && err.code === 'OrderNotFound';
