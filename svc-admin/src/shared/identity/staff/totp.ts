import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const ISSUER = 'BizAutomate';

/** A fresh 160-bit secret (base32, as typed into an app) and its otpauth:// URI (what a QR code holds). */
export function newTotpSecret(email: string): { secret: string; otpauthUri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUri: new TOTP({ ...TOTP_SETTINGS, issuer: ISSUER, label: email, secret }).toString() };
}

/**
 * The time step a code is right for, at `now` or one step either side (a phone's clock drifts), or null.
 * The caller stores the step and refuses it next time, so an overheard code is never accepted twice.
 */
export function totpStepOf(secret: string, code: string, now: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = new TOTP({ ...TOTP_SETTINGS, secret }).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_SETTINGS.period) + delta;
}
