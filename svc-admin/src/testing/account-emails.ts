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
  /** The token of its link that undoes an email change, if it has one. */
  undoToken?: string;
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
      undoToken: /undo-email-change\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1],
    }));
}

/** The password test accounts sign up with. */
export const CLIENT_TEST_PASSWORD = 'a long secret';

/**
 * A new client account as a person makes it: the signup (which never starts a session), then a sign-in with
 * the same password. The session's cookie (`sid=…`).
 */
export async function signUpClient(t: Pick<AdminTestApp, 'app'>, { email, businessName, password = CLIENT_TEST_PASSWORD }: { email: string; businessName: string; password?: string }): Promise<string> {
  const signup = await t.app.inject({ method: 'POST', url: '/api/client/signup', payload: { email, password, businessName } });
  if (signup.statusCode !== 200) throw new Error(`signup of ${email}: ${signup.statusCode} ${signup.body}`);
  const login = await t.app.inject({ method: 'POST', url: '/api/client/login', payload: { email, password } });
  const cookie = /(?:^|,\s*)(sid=[^;]*)/.exec(String(login.headers['set-cookie']))?.[1];
  if (!cookie) throw new Error(`sign-in of ${email}: ${login.statusCode} ${login.body}`);
  return cookie;
}

/**
 * Opens the newest confirmation link sent to `to`, as its owner would: the answer of the page's call. By
 * default in a browser without the account's session, with the password the account was made with; `cookie`
 * opens it in that session, `password` or `newPassword` gives another.
 */
export async function confirmEmailOf(t: Pick<AdminTestApp, 'env' | 'app'>, to: string, as: { cookie?: string; password?: string; newPassword?: string } = { password: CLIENT_TEST_PASSWORD }) {
  const [email] = (await accountEmailsTo(t, to)).filter((e) => e.verifyToken);
  if (!email) throw new Error(`no confirmation email to ${to}`);
  const { cookie, ...passwords } = as;
  return t.app.inject({ method: 'POST', url: '/api/client/verify-email', headers: cookie ? { cookie } : {}, payload: { token: email.verifyToken, ...passwords } });
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
