import { createHash, randomBytes } from 'node:crypto';

/** A new resume link token: 32 random bytes, base64url (43 characters). */
export const newResumeToken = (): string => randomBytes(32).toString('base64url');

/** What billing stores of a token: its SHA-256, so the table cannot be turned back into working links. */
export const resumeTokenHash = (token: string): string => createHash('sha256').update(`resume:${token}`).digest('hex');
