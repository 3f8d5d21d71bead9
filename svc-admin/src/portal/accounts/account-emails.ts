import { CLIENT_LOGIN_PATH, DeliverEmailJob, EMAIL_CHANGE_UNDO_DAYS, EMAIL_CHANGE_UNDO_PATH, EMAIL_VERIFICATION_HOURS, EMAIL_VERIFICATION_PATH, PASSWORD_RESET_MINUTES, PASSWORD_RESET_PATH } from '@biz/contracts';
import { JOB_PRODUCER, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CLIENT_PORTAL_URL } from '../client-portal-url';

const SIGNATURE = 'The BizAutomate team';

/** "6 December 2026 at 08:15 UTC": one reading for every inbox, whatever its time zone. */
const utcTimeOf = (iso: string) => `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

/** A one-time link: its token and when it dies. */
export interface SentLink {
  token: string;
  expiresAt: Date;
}

/**
 * The emails a client account gets about itself. They carry no text anyone typed (a business name chosen
 * at signup could be an attacker's), and their one-time links leave the queue as soon as they are sent, or
 * once they have died; they go straight to the worker, never into the agency's email log.
 */
@Injectable()
export class AccountEmails {
  constructor(
    @Inject(JOB_PRODUCER) private readonly producer: JobProducer,
    @Inject(CLIENT_PORTAL_URL) private readonly portalUrl: string,
  ) {}

  /**
   * The link to prove an address, saying when the account was made: whoever opens it without the account's
   * session proves the address only with the account's password, or by choosing a new one.
   */
  confirmEmail(to: string, link: SentLink, accountCreatedAt: string): Promise<void> {
    return this.send(to, 'Confirm your email address', [
      'Hello,',
      `A BizAutomate client account was given this email address on ${utcTimeOf(accountCreatedAt)}. If that was you, confirm it within ${EMAIL_VERIFICATION_HOURS} hours:`,
      this.url(EMAIL_VERIFICATION_PATH, link),
      'Once it is confirmed, the plan, orders and automations of your business appear in your client portal.',
      "If it was not you, open the link and press \"This wasn't me\": the account is taken off your address. Until the address is confirmed, nothing of your business is linked to it.",
    ], link);
  }

  /** The link that moves an account to this address: nothing moves until it is opened, and only under the account's own session or password. */
  confirmNewEmail(to: string, link: SentLink, askedAt: string): Promise<void> {
    return this.send(to, 'Confirm your new email address', [
      'Hello,',
      `On ${utcTimeOf(askedAt)} a BizAutomate client account asked to move to this email address. If that was you, confirm it within ${EMAIL_VERIFICATION_HOURS} hours:`,
      this.url(EMAIL_VERIFICATION_PATH, link),
      'Until then the account keeps its former address.',
      "If it was not you, open the link and press \"This wasn't me\", or ignore this email: nothing of yours is linked to that account.",
    ], link);
  }

  /** To the owner of an address another account asked to move to: nothing moves, whoever it was. */
  changeToTakenAddress(to: string): Promise<void> {
    return this.send(to, 'Someone asked to use your email address', [
      'Hello,',
      'Someone asked to move another BizAutomate client account to this email address, which already has an account. Nothing was changed.',
      `If it was you, sign in with this address instead: ${this.url(CLIENT_LOGIN_PATH)}`,
      'If it was not you, ignore this email: your account stays as it is.',
    ]);
  }

  /** To the address an account left: where it went, and a way back (someone else may have moved it). */
  emailChanged(to: string, newEmail: string, undo: SentLink): Promise<void> {
    return this.send(to, 'Your email address was changed', [
      'Hello,',
      `The email address of your BizAutomate client account was changed to ${newEmail}.`,
      `If you did not do this, take the account back to this address within ${EMAIL_CHANGE_UNDO_DAYS} days: every session is then signed out and you choose a new password.`,
      this.url(EMAIL_CHANGE_UNDO_PATH, undo),
      'If it was you, there is nothing to do.',
    ], undo);
  }

  /** To the owner of an address someone tried to sign up with again: a way in, whoever it was. */
  signupAttempted(to: string, reset: SentLink): Promise<void> {
    return this.send(to, 'Someone tried to sign up with your email address', [
      'Hello,',
      'Someone tried to create a BizAutomate client account with this email address, which already has one. Nothing was changed.',
      `If it was you, sign in here: ${this.url(CLIENT_LOGIN_PATH)}`,
      `Forgot your password? Choose a new one within ${PASSWORD_RESET_MINUTES} minutes with this link:`,
      this.url(PASSWORD_RESET_PATH, reset),
      'If it was not you, ignore this email: your account stays as it is.',
    ], reset);
  }

  passwordReset(to: string, reset: SentLink): Promise<void> {
    return this.send(to, 'Choose a new password', [
      'Hello,',
      `Someone (we hope you) asked to choose a new password for your BizAutomate client account. Open this link within ${PASSWORD_RESET_MINUTES} minutes:`,
      this.url(PASSWORD_RESET_PATH, reset),
      'If it was not you, ignore this email: your password stays as it is.',
    ], reset);
  }

  private url(path: string, link?: SentLink): string {
    return new URL(link ? `${path}?token=${link.token}` : path, this.portalUrl).toString();
  }

  private async send(to: string, subject: string, paragraphs: string[], link?: SentLink): Promise<void> {
    const emailId = randomUUID();
    const text = [...paragraphs, SIGNATURE].join('\n\n');
    await this.producer.enqueue(DeliverEmailJob, { emailId, to, subject, text, linkExpiresAt: link?.expiresAt.toISOString() }, { jobId: emailId, secretUntil: link?.expiresAt });
  }
}
