import { createHash } from 'node:crypto';

/** Injection token of the per-email limit on signups and reset requests (sign-ins have the device-aware `LoginThrottle`). */
export const EMAIL_ATTEMPTS_LIMITER = Symbol('EMAIL_ATTEMPTS_LIMITER');

/** An email as a rate-limit key: the same for every case, and not the address itself in Redis. */
export const emailKey = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('base64url');
