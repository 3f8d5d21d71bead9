import type { AdminSubscriptionsResponse } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { BILLING } from '../../shared/contexts/context-clients.module';
import { PortalFacade } from '../../portal/portal-facade';

/** The admin's Subscriptions tab: billing's summary, each subscription named by its client account (the portal's). */
@Injectable()
export class AdminSubscriptionsService {
  constructor(
    @Inject(BILLING) private readonly billing: InternalClient,
    @Inject(PortalFacade) private readonly portal: PortalFacade,
  ) {}

  async subscriptions(requestId: string): Promise<AdminSubscriptionsResponse> {
    const summary = await this.billing.call('subscriptionSummary', {}, { requestId });
    const accounts = new Map((await this.portal.accountsByIds(summary.subscriptions.map((s) => s.accountId))).map((account) => [account.id, account]));
    return {
      ...summary,
      subscriptions: summary.subscriptions.map((subscription) => {
        const account = accounts.get(subscription.accountId);
        return { ...subscription, businessName: account?.businessName ?? null, email: account?.email ?? null };
      }),
    };
  }
}
