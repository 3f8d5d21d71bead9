import { PlanGeneratedJob, type QueueName } from '@biz/contracts';
import { handlerFor, Inbox, INBOX_OPTIONS, type InboxOptions, type JobHandler } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { IntakeRepository } from './intake.repository';

/** svc-intake's inbox: generated plans from the worker. A plan for a replaced selection is dropped. */
@Injectable()
export class PlanInbox extends Inbox {
  protected readonly queue: QueueName = 'intake-inbox';

  constructor(
    @Inject(IntakeRepository) private readonly repository: IntakeRepository,
    @Inject(INBOX_OPTIONS) protected readonly options: InboxOptions,
  ) {
    super();
  }

  handlers(): JobHandler[] {
    return [
      handlerFor(PlanGeneratedJob, async ({ selectionId, planData, generation }) => ({
        stored: await this.repository.storePlan(selectionId, planData, generation),
      })),
    ];
  }
}
