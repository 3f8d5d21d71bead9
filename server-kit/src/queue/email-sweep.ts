/**
 * How a context that owns emails (billing's order confirmations, the agency's emails) catches those a job
 * lost or gave up on. An email still `queued` a minute after it was written lost its job (a crash between
 * commit and enqueue), so it is enqueued again under its own id (a repeat is a no-op). A `failed` one (its
 * job's retries, about an hour, all failed) gets another round two hours later, again and again for three
 * days: an SMTP server down for hours still delivers. The worker's send-once ledger keeps any round from
 * mailing twice.
 */
export const EmailSweep = {
  staleAfterSeconds: 60,
  intervalMs: 60_000,
  resendFailedAfterSeconds: 2 * 60 * 60,
  giveUpAfterSeconds: 3 * 24 * 60 * 60,
} as const;

/** The job id of a failed email's next round, named by its time window: instances sweeping at once enqueue it once. */
export const resendRoundJobId = (emailId: string, now = Date.now()) => `${emailId}-resent-${Math.floor(now / (EmailSweep.resendFailedAfterSeconds * 1000))}`;

/** Runs `sweep` now and every `EmailSweep.intervalMs` (never keeping the process up); answers the function that stops it. */
export function startEmailSweep(sweep: () => Promise<void>): () => void {
  void sweep();
  const timer = setInterval(() => void sweep(), EmailSweep.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
