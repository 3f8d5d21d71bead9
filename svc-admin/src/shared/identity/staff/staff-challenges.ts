import { REDIS } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** How long a password stays proven while its owner finds the code. */
const CHALLENGE_SECONDS = 5 * 60;
/** Wrong codes a challenge takes before the password must be typed again. */
const CHALLENGE_ATTEMPTS = 5;

export const STAFF_CHALLENGE_PREFIX = Symbol('STAFF_CHALLENGE_PREFIX');

const Pending = z.object({ accountId: z.uuid(), attempts: z.number().int().nonnegative(), expiresAt: z.number().int() });
type Pending = z.infer<typeof Pending>;

/**
 * Sign-ins waiting for their second factor, in Redis: a random token (the browser holds it, Redis its
 * SHA-256) names the account whose password was right. Taken whole on each try, so a code is checked
 * against a challenge once; put back after a wrong code until the attempts run out.
 */
@Injectable()
export class StaffChallenges {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(STAFF_CHALLENGE_PREFIX) private readonly prefix: string,
  ) {}

  async open(accountId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const pending: Pending = { accountId, attempts: 0, expiresAt: Date.now() + CHALLENGE_SECONDS * 1000 };
    await this.redis.set(this.key(token), JSON.stringify(pending), 'PXAT', pending.expiresAt);
    return token;
  }

  async take(token: string): Promise<Pending | null> {
    const raw = await this.redis.getdel(this.key(token));
    const parsed = raw === null ? null : Pending.safeParse(JSON.parse(raw));
    return parsed?.success && parsed.data.expiresAt > Date.now() ? parsed.data : null;
  }

  /** After a wrong code: the challenge again, with one attempt fewer, until its time or attempts run out. */
  async putBack(token: string, pending: Pending): Promise<void> {
    const attempts = pending.attempts + 1;
    if (attempts >= CHALLENGE_ATTEMPTS || pending.expiresAt <= Date.now()) return;
    await this.redis.set(this.key(token), JSON.stringify({ ...pending, attempts }), 'PXAT', pending.expiresAt);
  }

  private key(token: string): string {
    return `${this.prefix}:staff-challenge:${createHash('sha256').update(token).digest('base64url')}`;
  }
}
