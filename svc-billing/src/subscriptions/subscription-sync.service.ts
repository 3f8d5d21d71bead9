import { SubscriptionStartedJob, subscriptionStartedJobId, type Subscription } from '@biz/contracts';
import { JOB_PRODUCER, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ProviderSubscription } from './provider-subscription';
import { SubscriptionLock } from './subscription-lock';
import { SUBSCRIPTION_PROVIDER, type SubscriptionProvider } from './subscription-provider';
import { toProjection, toSubscription } from './subscription-projection';
import { SubscriptionRepository, type SubscriptionRow } from './subscription.repository';

/**
 * Keeps each subscription's row a projection of the provider's state: whatever announced a change (a
 * webhook, test mode's simulation, billing's own call), the state is fetched anew and written whole, one
 * fetch-and-write at a time per subscription. So events late, twice or out of order end in the same row.
 */
@Injectable()
export class SubscriptionSync {
  private readonly log = new Logger(SubscriptionSync.name);

  constructor(
    @Inject(SUBSCRIPTION_PROVIDER) private readonly provider: SubscriptionProvider,
    @Inject(SubscriptionRepository) private readonly repository: SubscriptionRepository,
    @Inject(SubscriptionLock) private readonly lock: SubscriptionLock,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
  ) {}

  /** Fetches the subscription and stores it; `row` is undefined when it is not one billing can project. */
  sync(subscriptionId: string): Promise<{ subscription: ProviderSubscription; row: SubscriptionRow | undefined }> {
    return this.lock.holding(`subscription:${subscriptionId}`, async () => {
      const subscription = await this.provider.fetch(subscriptionId);
      const paidBefore = await this.repository.everPaid(subscriptionId);
      const row = await this.store(subscription);
      if (row?.ever_paid && !paidBefore) await this.started(row);
      return { subscription, row };
    });
  }

  /**
   * Its first payment: the desk moves the client's business to Won. The subscription is paid whatever
   * happens here; a job that cannot be enqueued now is logged (the desk can move the business by hand).
   */
  private async started(row: SubscriptionRow): Promise<void> {
    try {
      await this.producer.enqueue(SubscriptionStartedJob, { accountId: row.account_id, subscriptionId: row.subscription_id, plan: row.plan }, { jobId: subscriptionStartedJobId(row.subscription_id) });
    } catch (err) {
      this.log.warn(`the desk did not hear that subscription ${row.subscription_id} started: ${String(err)}`);
    }
  }

  private async store(subscription: ProviderSubscription): Promise<SubscriptionRow | undefined> {
    const accountId = subscription.accountId ?? (await this.repository.accountOfCustomer(subscription.customerId));
    const projection = accountId ? toProjection(subscription, accountId, this.provider.prices) : 'it belongs to no client account';
    if (typeof projection === 'string') {
      this.log.error(`subscription ${subscription.id} not projected: ${projection}`);
      return undefined;
    }
    return this.repository.save(projection);
  }

  view(row: SubscriptionRow): Subscription {
    return toSubscription(row, this.provider.prices);
  }
}
