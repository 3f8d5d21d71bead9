import { NotifyAgencyJob, notifyAgencyJobId, type JobPayload } from '@biz/contracts';
import { JOB_PRODUCER, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';

export type AgencyNotice = JobPayload<typeof NotifyAgencyJob>;

/**
 * Tells the agency something happened, from either context: the desk's inbox makes the members'
 * notifications (with its retries), so the request or job that saw it never fails for it. The job id names
 * the event, so telling twice notifies once.
 */
@Injectable()
export class AgencyNotifier {
  private readonly log = new Logger(AgencyNotifier.name);

  constructor(@Inject(JOB_PRODUCER) private readonly producer: JobProducer) {}

  async tell(notice: AgencyNotice): Promise<void> {
    try {
      await this.producer.enqueue(NotifyAgencyJob, notice, { jobId: notifyAgencyJobId(notice.event, notice.eventKey) });
    } catch (err) {
      this.log.warn(`the agency was not told of ${notice.event} (${notice.eventKey}): ${String(err)}`);
    }
  }
}
