import type { CallLinkPurpose } from '@biz/contracts';
import { SignedLinks } from '../../shared/signed-links/signed-links';

/** What a signed link names: one call, one purpose, the version of the call it was sent for, and when it dies. */
export interface CallLinkClaims {
  callId: string;
  purpose: CallLinkPurpose;
  /** The call's SEQUENCE when the link was sent: once the call moves or is cancelled, the old links are dead. */
  sequence: number;
  /** Unix seconds: the call's start. */
  expiresAt: number;
}

const purposeOf = (purpose: CallLinkPurpose) => `call-${purpose}`;

/**
 * The invite's reschedule and cancel links, as `SignedLinks` (its key derived from LINK_SIGNING_KEY, nothing
 * stored): the subject is the call and the version it was sent for.
 */
export class CallLinks {
  private readonly links: SignedLinks;

  constructor(secret: string) {
    this.links = SignedLinks.fromSecret(secret);
  }

  sign({ callId, purpose, sequence, expiresAt }: CallLinkClaims): string {
    return this.links.sign(purposeOf(purpose), `${callId}:${sequence}`, new Date(expiresAt * 1000));
  }

  /** The claims of an intact, unexpired link made for `purpose`; null for anything else. */
  verify(token: string, purpose: CallLinkPurpose, now: number): CallLinkClaims | null {
    const checked = this.links.check(purposeOf(purpose), token, now);
    if (typeof checked === 'string') return null;
    const [callId, sequence] = checked.subject.split(':');
    const expiresAt = SignedLinks.expiryOf(token);
    return expiresAt === null ? null : { callId, purpose, sequence: Number(sequence), expiresAt };
  }
}
