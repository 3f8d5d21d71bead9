import { endpointPath, PLAN_LINK_DAYS } from '@biz/contracts';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The signed link to a plan email's PDF: `<email id>.<expiry, Unix seconds>.<HMAC-SHA256 of both>`. Signed, not
 * stored: the email log's sweep and a rerun of the job write the same link, and nothing in a table opens it.
 * It dies PLAN_LINK_DAYS after the email was written (a resend is a new email, with a new month).
 */
export class PlanLinks {
  private readonly key: Buffer;

  /** `secret`: the desk's LINK_SIGNING_KEY; the links sign with a key of their own derived from it. */
  constructor(secret: string, private readonly publicUrl: string) {
    this.key = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'base64'), Buffer.alloc(0), 'plan-pdf-link', 32));
  }

  url(emailId: string, emailWrittenAt: Date): string {
    const expires = Math.floor((emailWrittenAt.getTime() + PLAN_LINK_DAYS * DAY_MS) / 1000);
    return new URL(endpointPath('planPdfByLink', { token: `${emailId}.${expires}.${this.signature(emailId, expires)}` }), this.publicUrl).toString();
  }

  /** The email a token names, and whether its link has expired; null for a token this desk did not sign. */
  read(token: string): { emailId: string; expired: boolean } | null {
    const [emailId, expiresText, signature] = token.split('.');
    const expires = Number(expiresText);
    const expected = Buffer.from(this.signature(emailId, expires));
    const given = Buffer.from(signature ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { emailId, expired: expires * 1000 <= Date.now() };
  }

  private signature(emailId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${emailId}.${expires}`).digest('base64url');
  }
}
