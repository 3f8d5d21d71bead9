import type { Redis } from 'ioredis';

/** What a job learns when it asks to send an email. */
export type SendClaim =
  | { state: 'claimed' }
  /** Sent before (by this job's earlier run or by another job): report it, do not send again. */
  | { state: 'sent'; messageId: string }
  /** Another job holds the claim and may be talking to SMTP right now. */
  | { state: 'busy'; holder: string };

type Entry = { state: 'sending'; holder: string } | { state: 'sent'; messageId: string };

export interface SendOnceLedgerOptions {
  /** Longer than one SMTP send can take, so an expired claim means its holder is gone. */
  claimMs: number;
  /** How long 'sent' is remembered; billing never asks for the same email again after days. */
  sentMs: number;
}

// Atomic claim: take the key if free; take it over if this job holds it (its earlier run died mid-send);
// otherwise answer what is there.
const claimScript = `
local current = redis.call('GET', KEYS[1])
if (not current) or current == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return false
end
return current`;

// Release only our own claim: after a slow failure the key may already belong to another job.
const releaseScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * A Redis record per email id ("sending" by a job, or "sent" with the SMTP message id), so a confirmation
 * is sent once however many times its job runs: a retry, a duplicate enqueue, two workers at once.
 * Keys live under the stack's QUEUE_PREFIX, like its queues.
 */
export class SendOnceLedger {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly options: SendOnceLedgerOptions,
  ) {}

  async claim(emailId: string, holder: string): Promise<SendClaim> {
    const answer = (await this.redis.eval(claimScript, 1, this.key(emailId), sending(holder), this.options.claimMs)) as string | null;
    if (answer === null) return { state: 'claimed' };
    const entry = JSON.parse(answer) as Entry;
    return entry.state === 'sent' ? entry : { state: 'busy', holder: entry.holder };
  }

  async markSent(emailId: string, messageId: string): Promise<void> {
    const entry: Entry = { state: 'sent', messageId };
    await this.redis.set(this.key(emailId), JSON.stringify(entry), 'PX', this.options.sentMs);
  }

  /** Gives the claim back after a failed send, so the retry (or another job) may try again at once. */
  async release(emailId: string, holder: string): Promise<void> {
    await this.redis.eval(releaseScript, 1, this.key(emailId), sending(holder));
  }

  private key(emailId: string): string {
    return `${this.prefix}:order-email:${emailId}`;
  }
}

function sending(holder: string): string {
  const entry: Entry = { state: 'sending', holder };
  return JSON.stringify(entry);
}
