import type { AdminSubscriptionsResponse } from '@biz/contracts';
import { Endpoint, InternalClient, RequestId } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { BILLING } from '../contexts/context-clients';
import { ClientAccountRepository } from './client-account.repository';

/** The admin's Subscriptions tab: billing's summary, each subscription named by its client account. */
@Controller()
export class AdminSubscriptionsController {
  constructor(
    @Inject(BILLING) private readonly billing: InternalClient,
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
  ) {}

  @Endpoint('adminSubscriptions')
  async subscriptions(@RequestId() requestId: string): Promise<AdminSubscriptionsResponse> {
    const summary = await this.billing.call('subscriptionSummary', {}, { requestId });
    const accounts = new Map((await this.accounts.many(summary.subscriptions.map((s) => s.accountId))).map((account) => [account.id, account]));
    return {
      ...summary,
      subscriptions: summary.subscriptions.map((subscription) => {
        const account = accounts.get(subscription.accountId);
        return { ...subscription, businessName: account?.businessName ?? null, email: account?.email ?? null };
      }),
    };
  }
}
