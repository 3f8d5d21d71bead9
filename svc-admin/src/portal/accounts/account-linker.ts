import { ORDERS_PAGE_SIZE_MAX } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { BILLING, INTAKE } from '../../shared/contexts/context-clients.module';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import type { Caller } from '../../shared/identity/caller';
import { AutomationRepository } from '../automations/automation.repository';
import { ClientAccountRepository, type ClientAccount } from './client-account.repository';

/**
 * Links a client account to what its email made in the other contexts: the submissions (whose chosen
 * workflows become its automations, pending) and the paid orders, matched on the exact (lower-cased)
 * address. Only an account that proved its address is linked: when it does, and at every sign-in after, so
 * a submission made later, or one a context could not answer for then, is linked too; each link is made
 * once and recorded in the audit trail.
 */
@Injectable()
export class AccountLinker {
  private readonly log = new Logger(AccountLinker.name);

  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(BILLING) private readonly billing: InternalClient,
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(AutomationRepository) private readonly automations: AutomationRepository,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  /** Best effort: a context that is down leaves its links for the next sign-in, and the sign-in goes on. */
  async link(account: ClientAccount, caller: Caller): Promise<void> {
    if (!account.emailVerified) return;
    const results = await Promise.allSettled([this.linkSubmissions(account, caller), this.linkOrders(account, caller)]);
    for (const result of results) {
      if (result.status === 'rejected') this.log.warn(`account ${account.id} not fully linked yet (next sign-in retries): ${String(result.reason)}`);
    }
  }

  private async linkSubmissions(account: ClientAccount, caller: Caller): Promise<void> {
    const { requestId } = caller;
    const { submissions } = await this.intake.call('submissionsByEmail', { body: { emails: [account.email] } }, { requestId });
    let added = 0;
    for (const { id } of submissions) {
      const { selectedWorkflows, submission } = await this.intake.call('submissionDetail', { params: { id } }, { requestId });
      added += await this.automations.addPending(account.id, id, selectedWorkflows, submission.companySize);
    }
    const linked = await this.accounts.link(account.id, 'submission', submissions.map(({ id }) => id));
    if (linked.length) await this.audit.record({ actor: 'system', action: 'account.linked', subjectId: account.id, requestId, details: { kind: 'submission', count: linked.length, automations: added } });
  }

  private async linkOrders(account: ClientAccount, caller: Caller): Promise<void> {
    const { requestId } = caller;
    const { orders } = await this.billing.call('listOrders', { query: { email: account.email, stage: 'paid', pageSize: ORDERS_PAGE_SIZE_MAX } }, { requestId });
    const linked = await this.accounts.link(account.id, 'order', orders.map(({ id }) => id));
    if (linked.length) await this.audit.record({ actor: 'system', action: 'account.linked', subjectId: account.id, requestId, details: { kind: 'order', count: linked.length } });
  }
}
