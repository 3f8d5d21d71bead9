import { PlanGeneratedJob } from '@biz/contracts';
import { handlerFor, startWorker, type RunningWorker } from '@biz/server-kit';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { IntakeRepository } from './intake.repository';

/** Injection token of the inbox worker's Redis URL and queue prefix. */
export const INBOX_OPTIONS = Symbol('INBOX_OPTIONS');

/**
 * Consumes svc-intake's inbox queue: generated plans from the worker. A plan waits in Redis while this
 * service is down and is stored when it comes back; a plan for a replaced selection is dropped.
 */
@Injectable()
export class PlanInbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker?: RunningWorker;

  constructor(
    @Inject(IntakeRepository) private readonly repository: IntakeRepository,
    @Inject(INBOX_OPTIONS) private readonly options: { redisUrl: string; prefix: string },
  ) {}

  onApplicationBootstrap(): void {
    const storePlan = handlerFor(PlanGeneratedJob, async ({ selectionId, planData, generation }) => ({
      stored: await this.repository.storePlan(selectionId, planData, generation),
    }));
    this.worker = startWorker('intake-inbox', [storePlan], this.options);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
