import { ServerMessage } from '@biz/contracts';
import { RateLimited } from '@biz/server-kit';
import type { EmailVerificationRepository } from './email-verification.repository';

/** Links of each kind (to confirm the account's address; to move it to another): one a minute, five a day, per account. */
const AFTER_MS = 60_000;
const PER_DAY = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 429 when the account had its link a moment ago or its day's links: each one mails an inbox of someone's choosing. */
export async function refuseOverSendingBudget(links: EmailVerificationRepository, accountId: string, movesAccount: boolean): Promise<void> {
  if ((await links.sentSince(accountId, movesAccount, new Date(Date.now() - AFTER_MS))) > 0) throw new RateLimited(AFTER_MS / 1000, ServerMessage.tooManyVerificationEmails);
  if ((await links.sentSince(accountId, movesAccount, new Date(Date.now() - DAY_MS))) >= PER_DAY) throw new RateLimited(60 * 60, ServerMessage.tooManyVerificationEmails);
}
