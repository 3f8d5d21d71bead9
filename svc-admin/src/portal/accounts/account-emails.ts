import { renderEmail } from '@biz/catalog';
import { CLIENT_LOGIN_PATH, DeliverEmailJob, type EmailData, type EmailKind, EMAIL_CHANGE_UNDO_DAYS, EMAIL_CHANGE_UNDO_PATH, EMAIL_VERIFICATION_HOURS, EMAIL_VERIFICATION_PATH, PASSWORD_RESET_MINUTES, PASSWORD_RESET_PATH, PORTAL_INVITATION_DAYS } from '@biz/contracts';
import { JOB_PRODUCER, type JobProducer } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CLIENT_PORTAL_URL } from '../client-portal-url';

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
    return this.send(to, 'account-confirm-email', { createdAt: utcTimeOf(accountCreatedAt), hours: EMAIL_VERIFICATION_HOURS, link: this.url(EMAIL_VERIFICATION_PATH, link) }, link);
  }

  /** A paid sprint's buyer is invited to the portal: the link proves the address and sets the account's first password. */
  portalInvitation(to: string, link: SentLink, sprint: string): Promise<void> {
    return this.send(to, 'account-portal-invitation', { sprint, days: PORTAL_INVITATION_DAYS, link: this.url(EMAIL_VERIFICATION_PATH, link) }, link);
  }

  /** The link that moves an account to this address: nothing moves until it is opened, and only under the account's own session or password. */
  confirmNewEmail(to: string, link: SentLink, askedAt: string): Promise<void> {
    return this.send(to, 'account-confirm-new-email', { askedAt: utcTimeOf(askedAt), hours: EMAIL_VERIFICATION_HOURS, link: this.url(EMAIL_VERIFICATION_PATH, link) }, link);
  }

  /** To the owner of an address another account asked to move to: nothing moves, whoever it was. */
  changeToTakenAddress(to: string): Promise<void> {
    return this.send(to, 'account-address-taken', { loginUrl: this.url(CLIENT_LOGIN_PATH) });
  }

  /** To the address an account left: where it went, and a way back (someone else may have moved it). */
  emailChanged(to: string, newEmail: string, undo: SentLink): Promise<void> {
    return this.send(to, 'account-email-changed', { newEmail, undoDays: EMAIL_CHANGE_UNDO_DAYS, undoLink: this.url(EMAIL_CHANGE_UNDO_PATH, undo) }, undo);
  }

  /** To the owner of an address someone tried to sign up with again: a way in, whoever it was. */
  signupAttempted(to: string, reset: SentLink): Promise<void> {
    return this.send(to, 'account-signup-attempted', { loginUrl: this.url(CLIENT_LOGIN_PATH), resetMinutes: PASSWORD_RESET_MINUTES, resetLink: this.url(PASSWORD_RESET_PATH, reset) }, reset);
  }

  passwordReset(to: string, reset: SentLink): Promise<void> {
    return this.send(to, 'account-password-reset', { resetMinutes: PASSWORD_RESET_MINUTES, resetLink: this.url(PASSWORD_RESET_PATH, reset) }, reset);
  }

  private url(path: string, link?: SentLink): string {
    return new URL(link ? `${path}?token=${link.token}` : path, this.portalUrl).toString();
  }

  private async send<K extends EmailKind>(to: string, kind: K, data: EmailData<K>, link?: SentLink): Promise<void> {
    const emailId = randomUUID();
    const { subject, text } = renderEmail(kind, data);
    await this.producer.enqueue(DeliverEmailJob, { emailId, to, subject, text, linkExpiresAt: link?.expiresAt.toISOString() }, { jobId: emailId, secretUntil: link?.expiresAt });
  }
}
