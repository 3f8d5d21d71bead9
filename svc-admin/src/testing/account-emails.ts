import { DeliverEmailJob } from '@biz/contracts';
import { queuedJobs } from '@biz/server-kit/testing';
import { ClientAccountRepository } from '../portal/accounts/client-account.repository';
import { EmailVerificationService } from '../portal/email-verification/email-verification.service';
import type { AdminTestApp } from './admin-test-app';

/** An account email as the worker was asked to send it, with the token of the one-time link it carries. */
export interface QueuedAccountEmail {
  to: string;
  subject: string;
  text: string;
  linkExpiresAt?: string;
  /** The token of its confirmation link, if it has one. */
  verifyToken?: string;
  /** The token of its password reset link, if it has one. */
  resetToken?: string;
}

/** The emails to `to` on the worker's queue, newest first: what a person would find in their inbox. */
export async function accountEmailsTo(t: Pick<AdminTestApp, 'env'>, to: string): Promise<QueuedAccountEmail[]> {
  const jobs = await queuedJobs(t.env.REDIS_URL, t.env.QUEUE_PREFIX, DeliverEmailJob);
  return jobs
    .map(({ data }) => DeliverEmailJob.schema.parse(data))
    .filter((email) => email.to === to)
    .map(({ subject, text, linkExpiresAt }) => ({
      to,
      subject,
      text,
      linkExpiresAt,
      verifyToken: /verify-email\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1],
      resetToken: /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1],
    }));
}

/** Opens the newest confirmation link sent to `to`, as its owner would: the answer of the page's call. */
export async function confirmEmailOf(t: Pick<AdminTestApp, 'env' | 'app'>, to: string) {
  const [email] = (await accountEmailsTo(t, to)).filter((e) => e.verifyToken);
  if (!email) throw new Error(`no confirmation email to ${to}`);
  return t.app.inject({ method: 'POST', url: '/api/client/verify-email', payload: { token: email.verifyToken } });
}

/**
 * Proves the account's email as its confirmation link would, without reading the link: for stacks whose
 * worker sends the email (and so takes it off the queue).
 */
export async function proveEmailOf(t: Pick<AdminTestApp, 'app'>, email: string): Promise<void> {
  const accounts = t.app.get(ClientAccountRepository);
  const account = await accounts.byEmail(email);
  const proven = account && (await accounts.markVerified(account.id, account.email));
  if (!proven) throw new Error(`no account of ${email} to prove`);
  await t.app.get(EmailVerificationService).proven(proven, { requestId: 'test', address: '127.0.0.1' }, 'link');
}
