import { createTransport } from 'nodemailer';
import type { WorkerEnv } from '../config/env';
import type { RenderedEmail } from './render-order-confirmation';

export interface Mailer {
  /**
   * Hands the message to SMTP and resolves with its Message-ID; rejects when the server refuses or is
   * unreachable. The Message-ID is the email's own (`<emailId@sender's domain>`), so the rare second send
   * after a crash (see deliverOnce) is the same message to the recipient's mail service, which shows it once.
   */
  send(to: string, email: RenderedEmail, emailId: string): Promise<string>;
  close(): void;
}

/**
 * Bounds on one send (nodemailer waits up to 2 minutes for a connection and 10 for a silent socket by
 * default): a dead SMTP server fails the attempt quickly and BullMQ retries it, and the send-once claim
 * only needs to outlast this.
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** nodemailer over SMTP_URL; null without one (emails are then only rendered and logged). */
export function createMailer(env: Pick<WorkerEnv, 'SMTP_URL' | 'SMTP_FROM'>): Mailer | null {
  if (!env.SMTP_URL) return null;
  const transport = createTransport({ url: env.SMTP_URL, ...SMTP_TIMEOUTS_MS });
  const senderDomain = /@([^\s<>@]+)>?$/.exec(env.SMTP_FROM)![1];
  return {
    async send(to, { subject, html, text, calendar, attachments = [] }, emailId) {
      // nodemailer puts the invite in twice, as calendar apps and mail clients each look for it: a text/calendar
      // alternative with its METHOD (the inline "accept" of Outlook and Gmail) and an invite.ics attachment.
      const icalEvent = calendar ? { method: calendar.method, filename: 'invite.ics', content: calendar.content } : undefined;
      const info = await transport.sendMail({ from: env.SMTP_FROM, to, subject, html, text, icalEvent, attachments: attachments.length ? attachments : undefined, messageId: `<${emailId}@${senderDomain}>` });
      return info.messageId;
    },
    close: () => transport.close(),
  };
}
