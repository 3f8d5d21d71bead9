import { ServerMessage, type Automation, type UpdateAutomationRequest } from '@biz/contracts';
import { AppError } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { EmailSenderService } from '../emails/email-sender.service';
import { AuditEventRepository } from '../identity/audit-event.repository';
import type { Caller } from '../identity/caller';
import { CLIENT_PORTAL_URL } from './client-portal-url';
import { noticeOf, type Notice } from './automation-notices';
import { AutomationRepository, shown } from './automation.repository';
import { ClientAccountRepository, type ClientAccount } from './client-account.repository';
import { ClientNotificationRepository } from './client-notification.repository';

export class AutomationNotFound extends AppError {
  constructor() {
    super(404, 'AutomationNotFound', ServerMessage.automationNotFound);
  }
}

/**
 * The agency delivers automations: each change is recorded in the business's audit trail, and the client
 * is told in its notifications and, when it allows, by email (logged with the business's other emails).
 */
@Injectable()
export class AutomationDeliveryService {
  constructor(
    @Inject(AutomationRepository) private readonly automations: AutomationRepository,
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(ClientNotificationRepository) private readonly notifications: ClientNotificationRepository,
    @Inject(EmailSenderService) private readonly emails: EmailSenderService,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(CLIENT_PORTAL_URL) private readonly portalUrl: string,
  ) {}

  async update(id: string, changes: UpdateAutomationRequest, caller: Caller): Promise<Automation> {
    const changed = await this.automations.update(id, changes);
    if (!changed) throw new AutomationNotFound();
    const { before, after } = changed;
    await this.audit.record({
      actor: 'admin',
      action: 'automation.updated',
      subjectId: after.submissionId,
      requestId: caller.requestId,
      details: { automation: after.title, status: after.status, progress: after.progressPercent, fields: Object.keys(changes).join(','), address: caller.address },
    });
    const notice = noticeOf(before, after);
    const account = notice ? await this.accounts.one(after.accountId) : null;
    if (notice && account) await this.tell(account, after.submissionId, notice, caller);
    return shown(after);
  }

  private async tell(account: ClientAccount, submissionId: string, notice: Notice, caller: Caller): Promise<void> {
    await this.notifications.create(account.id, notice);
    if (!account.emailNotifications) return;
    const body = [`Hi ${account.businessName} team,`, `${notice.message}.`, `See it on your dashboard: ${this.portalUrl}`, 'The BizAutomate team'].join('\n\n');
    await this.emails.queue({ submissionId, to: account.email, subject: notice.message, body }, caller);
  }
}
