import { savingsOf, ServerMessage, type ClientDashboardResponse } from '@biz/contracts';
import { AppError } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AutomationRepository } from './automation.repository';
import { ClientAccountRepository } from './client-account.repository';
import { ClientNotificationRepository } from './client-notification.repository';

/** 410: a client session whose account was deleted since; the page goes back to the sign-in. */
export class ClientAccountGone extends AppError {
  constructor() {
    super(410, 'AccountGone', ServerMessage.clientAccountGone);
  }
}

@Injectable()
export class ClientDashboardService {
  constructor(
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(AutomationRepository) private readonly automations: AutomationRepository,
    @Inject(ClientNotificationRepository) private readonly notifications: ClientNotificationRepository,
  ) {}

  /** The account's automations, the four cards computed from them, and its notifications. */
  async dashboard(accountId: string | undefined): Promise<ClientDashboardResponse> {
    const account = accountId ? await this.accounts.one(accountId) : null;
    if (!account) throw new ClientAccountGone();
    const [automations, notifications] = await Promise.all([this.automations.ofAccount(account.id), this.notifications.newest(account.id)]);
    return {
      client: { id: account.id, businessName: account.businessName },
      automations,
      ...savingsOf(automations),
      // Subscriptions are svc-billing's and arrive with their issue; until then no account has one.
      subscription: null,
      notifications,
    };
  }
}
