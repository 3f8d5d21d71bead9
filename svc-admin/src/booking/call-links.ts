import type { CallLinkPurpose } from '@biz/contracts';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** What a signed link names: one call, one purpose, the version of the call it was sent for, and when it dies. */
export interface CallLinkClaims {
  callId: string;
  purpose: CallLinkPurpose;
  /** The call's SEQUENCE when the link was sent: once the call moves or is cancelled, the old links are dead. */
  sequence: number;
  /** Unix seconds: the call's start. */
  expiresAt: number;
}

/**
 * The invite's reschedule and cancel links: `<claims, base64url JSON>.<HMAC-SHA256 of them>`. The key is
 * derived from STAFF_MFA_KEY with HKDF under its own label, so no second secret has to be deployed and the
 * two uses never share a key. Nothing is stored: a link proves itself, and an altered one fails the MAC.
 */
export class CallLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'base64'), Buffer.alloc(0), 'bizautomate call links v1', 32));
  }

  sign(claims: CallLinkClaims): string {
    const payload = Buffer.from(JSON.stringify([claims.callId, claims.purpose, claims.sequence, claims.expiresAt])).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claims of an intact, unexpired link made for `purpose`; null for anything else. */
  verify(token: string, purpose: CallLinkPurpose, now: number): CallLinkClaims | null {
    const [payload, mac, ...rest] = token.split('.');
    if (!payload || !mac || rest.length) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [callId, linkPurpose, sequence, expiresAt] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as [string, CallLinkPurpose, number, number];
    if (linkPurpose !== purpose || expiresAt * 1000 <= now) return null;
    return { callId, purpose: linkPurpose, sequence, expiresAt };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
