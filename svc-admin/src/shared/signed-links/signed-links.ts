import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** What a link's token says once checked: whom it is for, or why it is refused. */
export type LinkCheck = { subject: string } | 'invalid' | 'expired';

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** The payload a token carries: its purpose, its subject (an id) and its expiry (Unix seconds). */
interface LinkPayload {
  p: string;
  s: string;
  e: number;
}

const isPayload = (value: unknown): value is LinkPayload =>
  typeof value === 'object' && value !== null && typeof (value as LinkPayload).p === 'string' && typeof (value as LinkPayload).s === 'string' && Number.isInteger((value as LinkPayload).e);

function parsePayload(encoded: string): LinkPayload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    return isPayload(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Links that carry their own proof: `<payload>.<HMAC-SHA256 of it>`, both base64url. Nothing is stored, so
 * a link cannot be revoked before it expires; each is single-purpose (the purpose is inside the signed
 * payload, so a link made for one use never opens another) and names its subject.
 */
export class SignedLinks {
  constructor(private readonly key: Buffer) {}

  /**
   * The links' key, derived (HKDF-SHA256) from a configured secret under a label of its own: the secret's
   * other use never sees this key, and no second secret has to be deployed.
   */
  static fromSecret(secret: string): SignedLinks {
    return new SignedLinks(Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'base64'), Buffer.alloc(0), 'bizautomate signed links v1', 32)));
  }

  /** When a token says it expires (Unix seconds); read only after `check` accepted it. */
  static expiryOf(token: string): number | null {
    return parsePayload(token.split('.')[0] ?? '')?.e ?? null;
  }

  sign(purpose: string, subject: string, expiresAt: Date): string {
    const payload = base64url(JSON.stringify({ p: purpose, s: subject, e: Math.floor(expiresAt.getTime() / 1000) } satisfies LinkPayload));
    return `${payload}.${this.mac(payload)}`;
  }

  /** An altered, malformed or other-purpose token is invalid; a genuine one past its expiry, expired. */
  check(purpose: string, token: string, now = Date.now()): LinkCheck {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length) return 'invalid';
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    const parsed = parsePayload(payload);
    if (!parsed || parsed.p !== purpose) return 'invalid';
    return parsed.e * 1000 <= now ? 'expired' : { subject: parsed.s };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
