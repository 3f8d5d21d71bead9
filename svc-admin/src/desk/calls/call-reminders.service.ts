import { CallReminderJob, callReminderJobId, CallReminderLead, CallReminderLeadMs, type JobPayload } from '@biz/contracts';
import { InternalClient, JOB_PRODUCER, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { EmailSenderService } from '../../shared/email-log/email-sender.service';
import { reminderEmail } from './call-invites';
import { CallRemindersRepository } from './call-reminders.repository';
import { CallsRepository, type CallRecord } from './calls.repository';
import { AGENCY_CLOCK, type AgencyClock } from '../../shared/agency-clock/agency-clock';

/**
 * Reminders a day and an hour before each call: delayed jobs on svc-admin's own inbox, one per call version
 * and lead (deterministic ids), dropped when the call moves or is cancelled. Sent once: the handler claims
 * the reminder in a ledger first, so a job run twice (two instances, a stalled job retried) sends one email,
 * and it sends nothing for a call that changed since the job was planned.
 */
@Injectable()
export class CallRemindersService {
  private readonly log = new Logger(CallRemindersService.name);

  constructor(
    @Inject(AGENCY_CLOCK) private readonly clock: AgencyClock,
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
    @Inject(CallsRepository) private readonly calls: CallsRepository,
    @Inject(CallRemindersRepository) private readonly ledger: CallRemindersRepository,
    @Inject(EmailSenderService) private readonly emails: EmailSenderService,
    @Inject(INTAKE) private readonly intake: InternalClient,
  ) {}

  /** Plans the reminders of the call as it is now, those still ahead. A reminder Redis could not take is lost, and said. */
  async plan(call: CallRecord): Promise<void> {
    for (const lead of CallReminderLead.options) {
      const delayMs = Date.parse(call.startsAt) - CallReminderLeadMs[lead] - this.clock.now();
      if (delayMs <= 0) continue;
      await this.producer
        .enqueue(CallReminderJob, { callId: call.id, sequence: call.sequence, lead }, { jobId: callReminderJobId(call.id, call.sequence, lead), delayMs })
        .catch((err: unknown) => this.log.warn(`the ${lead} reminder of call ${call.id} was not planned: ${String(err)}`));
    }
  }

  /** Drops the reminders planned for an earlier version of the call (it moved, or was cancelled). */
  async drop(callId: string, sequence: number): Promise<void> {
    for (const lead of CallReminderLead.options) {
      // The handler refuses a stale reminder anyway: a job Redis could not drop now sends nothing.
      await this.producer.cancel(CallReminderJob, callReminderJobId(callId, sequence, lead)).catch(() => false);
    }
  }

  async remind({ callId, sequence, lead }: JobPayload<typeof CallReminderJob>): Promise<{ sent: boolean }> {
    const call = await this.calls.one(callId);
    if (!call || call.status !== 'scheduled' || call.sequence !== sequence) return { sent: false };
    if (!(await this.ledger.claim(callId, sequence, lead))) return { sent: false };
    try {
      const { submission } = await this.intake.call('submissionDetail', { params: { id: call.submissionId } }, { requestId: randomUUID() });
      const { emailId } = await this.emails.queue({ submissionId: submission.id, to: submission.contactEmail, ...reminderEmail(call, submission, lead) }, { requestId: randomUUID(), address: 'call-reminder' }, 'system');
      await this.ledger.sent(callId, sequence, lead, emailId);
      return { sent: true };
    } catch (err) {
      await this.ledger.release(callId, sequence, lead);
      throw err;
    }
  }
}
