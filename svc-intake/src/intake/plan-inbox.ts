import { LeadEmailJob, leadEmailKey, PlanGeneratedJob, type QueueName } from '@biz/contracts';
import { handlerFor, Inbox, INBOX_OPTIONS, JOB_PRODUCER, type InboxOptions, type JobHandler, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { IntakeRepository } from './intake.repository';

/**
 * svc-intake's inbox: generated plans from the worker. A plan for a replaced selection is dropped; a stored
 * one goes to the lead (the desk's log sends it with its PDF, once per selection), also when a rerun finds it
 * stored already: the run that stored it may have died before asking.
 */
@Injectable()
export class PlanInbox extends Inbox {
  protected readonly queue: QueueName = 'intake-inbox';

  constructor(
    @Inject(IntakeRepository) private readonly repository: IntakeRepository,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
    @Inject(INBOX_OPTIONS) protected readonly options: InboxOptions,
  ) {
    super();
  }

  handlers(): JobHandler[] {
    return [
      handlerFor(PlanGeneratedJob, async ({ selectionId, submissionId, planData, generation }) => {
        const stored = await this.repository.storePlan(selectionId, planData, generation);
        if (stored || (await this.repository.planGenerated(selectionId))) {
          await this.producer.enqueue(LeadEmailJob, { submissionId, selectionId, kind: 'plan-ready' }, { jobId: leadEmailKey('plan-ready', selectionId) });
        }
        return { stored };
      }),
    ];
  }
}
