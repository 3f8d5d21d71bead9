import { renderEmail } from '@biz/catalog';
import { DeliverEmailJob, type JobPayload, type PaymentIssue, type SubscriptionPaymentIssueJob } from '@biz/contracts';
import { JOB_PRODUCER, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { ClientAccountRepository } from '../accounts/client-account.repository';
import { ClientNotificationRepository } from './client-notification.repository';
import { CLIENT_PORTAL_URL } from '../client-portal-url';

/** The notice in the client's notifications; its email says the same (the template `payment-issue`). */
const wording: Record<PaymentIssue, (plan: string) => { title: string; message: string }> = {
  payment_failed: (plan) => ({
    title: 'Payment failed',
    message: `We could not take the payment for your ${plan} plan: update your card in the Subscription tab`,
  }),
  action_required: (plan) => ({
    title: 'Confirm your payment',
    message: `Your bank asks you to confirm the payment for your ${plan} plan in the Subscription tab`,
  }),
};

/**
 * Billing's news of a renewal the client must act on: the client is told once per invoice and issue, in
 * its notifications and by email — a billing email, sent whatever its notification emails setting says.
 */
@Injectable()
export class PaymentNoticeService {
  constructor(
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(ClientNotificationRepository) private readonly notifications: ClientNotificationRepository,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
    @Inject(CLIENT_PORTAL_URL) private readonly portalUrl: string,
  ) {}

  /** False when the account is gone, or it was told of this invoice's issue already. */
  async notify({ accountId, invoiceId, issue, plan }: JobPayload<typeof SubscriptionPaymentIssueJob>): Promise<boolean> {
    const account = await this.accounts.one(accountId);
    if (!account) return false;
    const { title, message } = wording[issue](plan);
    const { subject, text } = renderEmail('payment-issue', { recipient: account, issue, plan, message, portalUrl: this.portalUrl });
    // The email is enqueued before the notice commits: a failure anywhere rolls the notice back, and the job's retry tells the client.
    return this.notifications.notifyPaymentIssueOnce({ accountId, invoiceId, issue }, { title, message }, async () => {
      const emailId = randomUUID();
      await this.producer.enqueue(DeliverEmailJob, { emailId, to: account.email, subject, text }, { jobId: emailId });
    });
  }
}
