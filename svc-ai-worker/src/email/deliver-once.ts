import type { AgencyLetterhead, DeliveredEmailStatus } from '@biz/contracts';
import { emailsSent, type JobProducer } from '@biz/server-kit/without-nest';
import type { EmailOutbox } from './email-outbox';
import type { Mailer } from './mailer';
import type { RenderedEmail } from './render-order-confirmation';
import type { SendOnceLedger } from './send-once-ledger';

/** What an email job needs: the producer of its report, the mailer (null without SMTP_URL), the send-once ledger and the letterhead every email is laid out with. */
export interface EmailDeliveryDeps {
  letterhead: AgencyLetterhead;
  producer: Pick<JobProducer, 'enqueue'>;
  mailer: Mailer | null;
  ledger: Pick<SendOnceLedger, 'claim' | 'markSent' | 'release'>;
  /** Development without SMTP: where a logged email is written too (EMAIL_OUTBOX_FILE); null or absent, nowhere. */
  outbox?: EmailOutbox | null;
}

export interface DeliverOnce {
  emailId: string;
  to: string;
  email: RenderedEmail;
  /** The job's id and attempt, and the attempt after which BullMQ gives up (its retry policy). */
  jobId: string;
  attempt: number;
  finalAttempt: number;
  /** null without SMTP_URL: the email is reported as 'logged', never sent. */
  mailer: EmailDeliveryDeps['mailer'];
  ledger: EmailDeliveryDeps['ledger'];
  outbox?: EmailDeliveryDeps['outbox'];
  /** Tells the owning context what became of the email. */
  report(status: DeliveredEmailStatus, messageId: string | null, error: string | null): Promise<unknown>;
}

/**
 * Sends an email once and reports the outcome: the one delivery path of every email job.
 *
 * Once, not "exactly once": nothing can make an SMTP hand-off and a Redis write one transaction. A job
 * claims the email id in Redis before sending and records 'sent' after, so reruns, duplicate jobs and a
 * second worker find the claim or the record and do not send. The one gap is a worker dying between the
 * SMTP server's 250 and the 'sent' record (or failing to write it): the claim then names this job, and its
 * rerun sends again. That is at-least-once on purpose: a customer who never hears from us is worse than
 * one who, rarely, gets the same email twice (the same Message-ID both times, which mail services show once). A job that finds another job's claim retries later instead of
 * waiting; if the holder is still busy on its last attempt it fails without a report, because the holder
 * reports the outcome itself.
 */
export async function deliverOnce({ emailId, to, email, jobId, attempt, finalAttempt, mailer, ledger, outbox, report }: DeliverOnce): Promise<{ delivered: boolean }> {
  if (!mailer) {
    await outbox?.keep(to, email);
    await report('logged', null, null);
    return { delivered: false };
  }
  const claim = await ledger.claim(emailId, jobId);
  if (claim.state === 'busy') throw new Error(`Email ${emailId} is being sent by job ${claim.holder}; retrying later`);
  if (claim.state === 'sent') {
    await report('sent', claim.messageId, null);
    return { delivered: true };
  }

  let messageId: string;
  try {
    messageId = await mailer.send(to, email, emailId);
  } catch (error) {
    emailsSent.inc({ outcome: 'failed' });
    await ledger.release(emailId, jobId);
    if (attempt >= finalAttempt) await report('failed', null, error instanceof Error ? error.message : String(error));
    throw error;
  }
  emailsSent.inc({ outcome: 'sent' });
  await ledger.markSent(emailId, messageId);
  await report('sent', messageId, null);
  return { delivered: true };
}
