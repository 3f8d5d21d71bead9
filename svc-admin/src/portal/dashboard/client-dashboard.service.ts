import { savingsOf, weeklySavingsHistory, type ClientDashboardResponse } from '@biz/contracts';
import { ClientAccountGone, InternalClient } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AGENCY_CLOCK, agencyToday, type AgencyClock } from '../../shared/agency-clock/agency-clock';
import { BILLING } from '../../shared/contexts/context-clients.module';
import { AutomationRepository, shown } from '../automations/automation.repository';
import { SprintOrdersRepository } from '../automations/sprint-orders.repository';
import { ClientAccountRepository } from '../accounts/client-account.repository';
import { ClientHourValueService } from '../accounts/client-hour-value.service';
import { ClientNotificationRepository } from '../notifications/client-notification.repository';

@Injectable()
export class ClientDashboardService {
  private readonly log = new Logger(ClientDashboardService.name);

  constructor(
    @Inject(BILLING) private readonly billing: InternalClient,
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(AutomationRepository) private readonly automations: AutomationRepository,
    @Inject(ClientNotificationRepository) private readonly notifications: ClientNotificationRepository,
    @Inject(AGENCY_CLOCK) private readonly clock: AgencyClock,
    @Inject(ClientHourValueService) private readonly hourValues: ClientHourValueService,
    @Inject(SprintOrdersRepository) private readonly sprints: SprintOrdersRepository,
  ) {}

  /** The account's subscription is billing's: with billing down the rest of the dashboard still shows, the subscription marked unknown. */
  private async subscriptionOf(accountId: string): Promise<Pick<ClientDashboardResponse, 'subscription' | 'subscriptionUnavailable'>> {
    try {
      return await this.billing.call('accountSubscription', { params: { accountId } });
    } catch (err) {
      this.log.warn(`the subscription of account ${accountId} could not be read: ${err instanceof Error ? err.message : String(err)}`);
      return { subscription: null, subscriptionUnavailable: true };
    }
  }

  /** The account's automations and paid sprints, the four cards computed from them at its hour value (the weeks are the agency's), its subscription and its notifications. */
  async dashboard(accountId: string): Promise<ClientDashboardResponse> {
    const account = await this.accounts.one(accountId);
    if (!account) throw new ClientAccountGone();
    const [records, sprints, notifications, subscription] = await Promise.all([
      this.automations.ofAccount(account.id),
      this.sprints.ofAccount(account.id),
      this.notifications.newest(account.id),
      this.subscriptionOf(account.id),
    ]);
    const automations = records.map(shown);
    const hourValue = this.hourValues.of(account);
    return {
      client: { id: account.id, businessName: account.businessName, email: account.email, emailVerified: account.emailVerified, emailNotifications: account.emailNotifications },
      automations,
      ...savingsOf(automations, hourValue.cents),
      hourValue,
      sprints: sprints.map(({ orderId, package: name, covers, chosen, dueAt }) => ({ orderId, package: name, covers, chosen, dueAt })),
      savingsHistory: weeklySavingsHistory(records, agencyToday(this.clock), hourValue.cents),
      ...subscription,
      notifications,
    };
  }
}
