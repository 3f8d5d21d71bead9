import { savingsOf, weeklySavingsHistory, type ClientDashboardResponse } from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AutomationRepository, shown } from './automation.repository';
import { ClientAccountRepository } from './client-account.repository';
import { ClientNotificationRepository } from './client-notification.repository';
import { ClientAccountGone } from './client-session';

@Injectable()
export class ClientDashboardService {
  constructor(
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(AutomationRepository) private readonly automations: AutomationRepository,
    @Inject(ClientNotificationRepository) private readonly notifications: ClientNotificationRepository,
  ) {}

  /** The account's automations, the four cards computed from them, and its notifications. */
  async dashboard(accountId: string): Promise<ClientDashboardResponse> {
    const account = await this.accounts.one(accountId);
    if (!account) throw new ClientAccountGone();
    const [records, notifications] = await Promise.all([this.automations.ofAccount(account.id), this.notifications.newest(account.id)]);
    const automations = records.map(shown);
    return {
      client: { id: account.id, businessName: account.businessName, emailNotifications: account.emailNotifications },
      automations,
      ...savingsOf(automations),
      savingsHistory: weeklySavingsHistory(automations, new Date().toISOString().slice(0, 10)),
      // Subscriptions are svc-billing's and arrive with their issue; until then no account has one.
      subscription: null,
      notifications,
    };
  }
}
