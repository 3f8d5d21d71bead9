import { ORDERS_PAGE_SIZE_MAX, type ClientProfileResponse } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { BILLING, INTAKE } from '../contexts/context-clients';
import { CallsRepository } from '../calls/calls.repository';
import { AgencyEmailRepository } from '../emails/agency-email.repository';
import { AuditEventRepository } from '../identity/audit-event.repository';
import { OnboardingFormsRepository } from '../onboarding/onboarding-forms.repository';
import type { Caller } from '../identity/caller';
import { AutomationRepository, shown } from '../accounts/automation.repository';
import { ClientAccountRepository } from '../accounts/client-account.repository';
import { clientTimeline } from './client-timeline';

/** A client business across the contexts that hold its data. */
@Injectable()
export class ClientsService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(BILLING) private readonly billing: InternalClient,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(AgencyEmailRepository) private readonly emails: AgencyEmailRepository,
    @Inject(CallsRepository) private readonly calls: CallsRepository,
    @Inject(OnboardingFormsRepository) private readonly forms: OnboardingFormsRepository,
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(AutomationRepository) private readonly automations: AutomationRepository,
  ) {}

  /**
   * The profile: the submission in full, the orders its email placed and the timeline of all that with
   * the agency's actions. Opening it is itself an action on the client's personal data, recorded first
   * (`client.viewed`), so the timeline shows who looked and when.
   */
  async profile(id: string, caller: Caller): Promise<ClientProfileResponse> {
    const { requestId } = caller;
    const detail = await this.intake.call('submissionDetail', { params: { id } }, { requestId });
    const [{ orders }] = await Promise.all([
      this.billing.call('listOrders', { query: { email: detail.submission.contactEmail, pageSize: ORDERS_PAGE_SIZE_MAX } }, { requestId }),
      this.audit.record({ actor: 'admin', action: 'client.viewed', subjectId: id, requestId, details: { address: caller.address } }),
    ]);
    const [auditEvents, emails, calls, account] = await Promise.all([this.audit.about(id), this.emails.about(id), this.calls.about(id), this.accounts.linkedTo(id)]);
    const callsShown = calls.map(({ submissionId: _business, sequence: _sequence, ...call }) => call);
    const automations = account ? (await this.automations.ofAccount(account.id)).map(shown) : [];
    return { ...detail, orders, emails, calls: callsShown, timeline: clientTimeline({ detail, orders, emails, calls: callsShown, auditEvents }), account, automations };
  }

  /**
   * Deletes the business everywhere: billing forgets its orders' lead and emails first (the money record
   * stays), the agency's email log, calls, onboarding form and the automations it brought a client account
   * forget it, then svc-intake deletes the submission with its offer, selection, plan and generation log. Each
   * step can be repeated, so a retry after a failure in between completes the job. An unknown id is the
   * submission's 404.
   */
  async delete(id: string, caller: Caller): Promise<void> {
    const { requestId } = caller;
    const { submission } = await this.intake.call('submissionDetail', { params: { id } }, { requestId });
    const { orders } = await this.billing.call('forgetCustomer', { body: { email: submission.contactEmail } }, { requestId });
    await this.emails.forget(id);
    await this.calls.forget(id);
    await this.forms.forget(id);
    await this.automations.forgetSubmission(id);
    await this.accounts.forgetSubmission(id);
    await this.intake.call('deleteSubmission', { params: { id } }, { requestId });
    await this.audit.record({ actor: 'admin', action: 'client.deleted', subjectId: id, requestId, details: { businessName: submission.businessName, orders, address: caller.address } });
  }
}
