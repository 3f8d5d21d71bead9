import { renderEmail } from '@biz/catalog';
import { formatUsd, GUARANTEE_DAYS, Packages, UNKNOWN_BUSINESS, type AdminRefundOrderResponse, type Order } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { PortalFacade } from '../../portal/portal-facade';
import { AgencyNotifier } from '../../shared/agency-notices/agency-notifier';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { BILLING, INTAKE } from '../../shared/contexts/context-clients.module';
import { EmailSenderService } from '../../shared/email-log/email-sender.service';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { PipelineService } from '../pipeline/pipeline.service';
import { OrderAlreadyRefunded } from './sprint-errors';

/** The client's email about its refund, in the words of the guarantee it was made under. */
function refundEmail(order: Order & { lead: NonNullable<Order['lead']> }) {
  const { subject, text } = renderEmail('order-refunded', { businessName: order.lead.businessName, sprint: Packages[order.package].title, amount: formatUsd(order.amountCents), guaranteeDays: GUARANTEE_DAYS });
  return { subject, body: text };
}

/**
 * The money-back guarantee from the desk: billing refunds the order through the provider (within the 7
 * days, once), then its sprint leaves the client's portal, the agency's audit trail says who refunded it,
 * the client is emailed (logged with the business's other emails) and its business leaves Won (the
 * pipeline's job, so a busy intake never fails the refund after the money went back). A second refund is
 * a 409 and repeats none of it.
 */
@Injectable()
export class OrderRefundsService {
  constructor(
    @Inject(BILLING) private readonly billing: InternalClient,
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(PortalFacade) private readonly portal: PortalFacade,
    @Inject(EmailSenderService) private readonly emails: EmailSenderService,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(PipelineService) private readonly pipeline: PipelineService,
    @Inject(AgencyNotifier) private readonly notifier: AgencyNotifier,
  ) {}

  async refund(orderId: string, caller: Caller): Promise<AdminRefundOrderResponse> {
    const { requestId } = caller;
    const { order, refunded } = await this.billing.call('refundOrder', { params: { id: orderId }, body: {} }, { requestId });
    if (!refunded) throw new OrderAlreadyRefunded();
    await this.portal.sprintRefunded(orderId);
    await this.audit.record({ ...agencyActor(caller), action: 'order.refunded', requestId, details: { orderId, package: order.package, amountCents: order.amountCents, address: caller.address } });
    const { lead } = order;
    const detail = `${Packages[order.package].title}, ${formatUsd(order.amountCents)}`;
    if (!lead) {
      await this.notifier.tell({ event: 'sprint-refunded', eventKey: orderId, recordId: null, businessName: UNKNOWN_BUSINESS, detail });
      return { order: { ...order, submissionId: null } };
    }
    const { submissions } = await this.intake.call('submissionsByEmail', { body: { emails: [lead.contactEmail] } }, { requestId });
    const submissionId = submissions[0]?.id ?? null;
    await this.notifier.tell({ event: 'sprint-refunded', eventKey: orderId, recordId: submissionId, businessName: lead.businessName, detail });
    await this.emails.queue({ submissionId, to: lead.contactEmail, ...refundEmail({ ...order, lead }) }, caller);
    if (submissionId) await this.pipeline.willHappen(submissionId, 'sprint-refunded', orderId);
    return { order: { ...order, submissionId } };
  }
}
