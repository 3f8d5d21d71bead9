import { createHash, randomBytes } from 'node:crypto';

/** A link's token kept only as its SHA-256: a copy of the table opens nothing. */
export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A fresh one-time link: 256 random bits for the email, its hash for the table, and when it dies. */
export function newOneTimeLink(lifetimeMs: number): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: linkTokenHash(token), expiresAt: new Date(Date.now() + lifetimeMs) };
}
