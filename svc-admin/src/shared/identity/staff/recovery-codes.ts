import { RECOVERY_CODE_COUNT } from '@biz/contracts';
import { createHash } from 'node:crypto';
import { Secret } from 'otpauth';

/**
 * One-time recovery codes: 50 random bits each, shown as `xxxxx-xxxxx` (lowercase base32), kept only as
 * SHA-256 (a code this random needs no slow hash). A code is compared as typed without spaces or case.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = new Secret({ size: 7 }).base32.slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

export const recoveryCodeHashOf = (code: string): string => createHash('sha256').update(code.replaceAll(' ', '').toLowerCase()).digest('base64url');
