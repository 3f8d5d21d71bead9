import { composeGuide } from '@biz/catalog';
import { ServerMessage, weeklyHoursOf, type Automation, type ClientPreferencesRequest, type ClientResourcesResponse } from '@biz/contracts';
import { ClientAccountGone, domainError } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import type { Caller } from '../../shared/identity/caller';
import { AutomationRepository, shown } from '../automations/automation.repository';
import { ClientAccountRepository } from '../accounts/client-account.repository';
import { ClientHourValueService } from '../accounts/client-hour-value.service';
import { ClientNotificationRepository } from '../notifications/client-notification.repository';

export class NotificationNotFound extends domainError('NotificationNotFound', ServerMessage.notificationNotFound) {}

export class NotResumable extends domainError('NotResumable', ServerMessage.notResumable) {}

/** What a signed-in client does besides reading its dashboard. */
@Injectable()
export class ClientPortalService {
  constructor(
    @Inject(AutomationRepository) private readonly automations: AutomationRepository,
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(ClientNotificationRepository) private readonly notifications: ClientNotificationRepository,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(ClientHourValueService) private readonly hourValues: ClientHourValueService,
  ) {}

  /** Marks one notification of the account read (again is fine; another account's is a 404), or all of them. */
  async markRead(accountId: string, notificationId?: string): Promise<{ unread: number }> {
    if (notificationId && !(await this.notifications.owns(accountId, notificationId))) throw new NotificationNotFound();
    return { unread: await this.notifications.markRead(accountId, notificationId) };
  }

  async setPreferences(accountId: string, preferences: ClientPreferencesRequest): Promise<ClientPreferencesRequest> {
    await this.accounts.setEmailNotifications(accountId, preferences.emailNotifications);
    return preferences;
  }

  /**
   * Asks the agency to resume a paused automation: the request waits on the automation (the admin sees it
   * on the business's profile and in its timeline) until the agency changes its status. Asking twice keeps
   * the first time.
   */
  async requestResume(accountId: string, automationId: string, caller: Caller): Promise<Automation> {
    const requested = await this.automations.requestResume(automationId, accountId);
    if (!requested) throw new NotResumable();
    await this.audit.record({ actor: 'client', action: 'automation.resume-requested', subjectId: requested.submissionId ?? undefined, requestId: caller.requestId, details: { automation: requested.title } });
    return shown(requested);
  }

  /** The resource library: a short guide to each workflow the account's automations build. */
  async resources(accountId: string): Promise<ClientResourcesResponse> {
    const [automations, account] = await Promise.all([this.automations.ofAccount(accountId), this.accounts.one(accountId)]);
    if (!account) throw new ClientAccountGone();
    const hourValue = this.hourValues.of(account);
    const byWorkflow = new Map(automations.map((automation) => [automation.workflowId, automation]));
    return { guides: [...byWorkflow.values()].map((automation) => composeGuide({ ...automation, weeklyHours: weeklyHoursOf(automation), hourValue })) };
  }
}
