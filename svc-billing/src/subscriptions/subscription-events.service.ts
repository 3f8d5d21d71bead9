import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { subscriptionIdOf } from './provider-subscription';
import type { SimEvent } from './simulated/sim-objects';
import { SUBSCRIPTION_PROVIDER, type SubscriptionProvider } from './subscription-provider';
import { SubscriptionSync } from './subscription-sync.service';

/** The provider's news of a subscription: Stripe's webhooks, or test mode's simulation as it runs. */
@Injectable()
export class SubscriptionEvents implements OnModuleInit {
  private readonly log = new Logger(SubscriptionEvents.name);

  constructor(
    @Inject(SUBSCRIPTION_PROVIDER) private readonly provider: SubscriptionProvider,
    @Inject(SubscriptionSync) private readonly projection: SubscriptionSync,
  ) {}

  onModuleInit(): void {
    this.provider.simulated?.deliverEventsTo((events) => this.simulated(events));
  }

  /** A verified, first-seen webhook event of this subscription: its state is fetched anew, whatever the event said. */
  async received(subscriptionId: string): Promise<void> {
    await this.projection.sync(subscriptionId);
  }

  /** The simulation's events of one operation, already stored there: each subscription they touch is synced once. */
  private async simulated(events: SimEvent[]): Promise<void> {
    const touched = new Set(events.map((event) => subscriptionIdOf(event.data.object)).filter((id): id is string => id !== null));
    for (const id of touched) {
      try {
        await this.received(id);
      } catch (err) {
        this.log.error(`syncing simulated subscription ${id} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
}
