import { paymentIssueJobId, SubscriptionPaymentIssueJob } from '@biz/contracts';
import { JOB_PRODUCER, type JobProducer } from '@biz/server-kit';
import type { SimEvent } from '@biz/stripe-simulator';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { subscriptionIdOf } from './provider-subscription';
import { SubscriptionSync } from './subscription-sync.service';

/** An event of a subscription, its invoices or its schedule; `invoiceId` is set for an invoice's event. */
export interface SubscriptionEvent {
  type: string;
  subscriptionId: string;
  invoiceId: string | null;
}

const ISSUE_EVENTS = new Set(['invoice.payment_failed', 'invoice.payment_action_required']);

/** The provider's news of a subscription, handed over by the webhooks module: Stripe's webhooks, or test mode's simulator as it runs. */
@Injectable()
export class SubscriptionEvents {
  private readonly log = new Logger(SubscriptionEvents.name);

  constructor(
    @Inject(SubscriptionSync) private readonly projection: SubscriptionSync,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
  ) {}

  /**
   * A verified, first-seen event of this subscription: its state is fetched anew, whatever the event said.
   * A renewal the client must act on (declined, or 3-D Secure asked) is then handed to svc-admin to tell the
   * client — if, now, it is still the latest invoice and still unpaid (a late event of a paid one says
   * nothing). A first payment is not: the client is on the page, told there.
   */
  async received({ type, subscriptionId, invoiceId }: SubscriptionEvent): Promise<void> {
    const { row } = await this.projection.sync(subscriptionId);
    if (!ISSUE_EVENTS.has(type) || !invoiceId || !row?.payment_issue || row.status === 'incomplete' || row.latest_invoice_id !== invoiceId) return;
    const issue = row.payment_issue;
    await this.producer.enqueue(SubscriptionPaymentIssueJob, { accountId: row.account_id, invoiceId, issue, plan: row.plan }, { jobId: paymentIssueJobId(invoiceId, issue) });
  }

  /**
   * The simulation's events of one operation, already stored there: each subscription they touch is synced
   * once, with the last payment issue event of each (the one that can still be unpaid).
   */
  async simulated(events: SimEvent[]): Promise<void> {
    const last = new Map<string, SubscriptionEvent>();
    for (const { type, data } of events) {
      const subscriptionId = subscriptionIdOf(data.object);
      const earlier = subscriptionId ? last.get(subscriptionId) : undefined;
      if (!subscriptionId || (earlier && ISSUE_EVENTS.has(earlier.type) && !ISSUE_EVENTS.has(type))) continue;
      last.set(subscriptionId, { type, subscriptionId, invoiceId: data.object.object === 'invoice' ? data.object.id : null });
    }
    for (const event of last.values()) {
      try {
        await this.received(event);
      } catch (err) {
        this.log.error(`syncing simulated subscription ${event.subscriptionId} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
}
