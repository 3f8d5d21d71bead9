import { REDIS } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

/** How long a password stays proven while its owner finds the code. */
const CHALLENGE_SECONDS = 5 * 60;
/** Wrong codes a challenge takes before the password must be typed again. */
const CHALLENGE_ATTEMPTS = 5;
/** Challenges an account may have open at once: a new one ends the oldest, so they cannot be opened in bulk. */
export const OPEN_CHALLENGES_PER_ACCOUNT = 3;

export const STAFF_CHALLENGE_PREFIX = Symbol('STAFF_CHALLENGE_PREFIX');

const Pending = z.object({ accountId: z.uuid(), attempts: z.number().int().nonnegative(), expiresAt: z.number().int() });
type Pending = z.infer<typeof Pending>;

/**
 * Sign-ins waiting for their second factor, in Redis: a random token (the browser holds it, Redis its
 * SHA-256) names the account whose password was right. Taken whole on each try, so a code is checked
 * against a challenge once; put back after a wrong code until the attempts run out. An account has at most
 * `OPEN_CHALLENGES_PER_ACCOUNT` open: the newest ones (a list per account in Redis).
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
    const key = this.key(token);
    const open = `${this.prefix}:staff-challenges-of:${accountId}`;
    const [, , [, older] = []] =
      (await this.redis
        .multi()
        .set(key, JSON.stringify(pending), 'PXAT', pending.expiresAt)
        .lpush(open, key)
        .lrange(open, OPEN_CHALLENGES_PER_ACCOUNT, -1)
        .ltrim(open, 0, OPEN_CHALLENGES_PER_ACCOUNT - 1)
        .pexpireat(open, pending.expiresAt)
        .exec()) ?? [];
    const ended = older as string[] | undefined;
    if (ended?.length) await this.redis.del(...ended);
    return token;
  }

  /** The challenge as it stands, left in place (the throttle is asked before a code is checked against it). */
  async peek(token: string): Promise<Pending | null> {
    return this.parsed(await this.redis.get(this.key(token)));
  }

  async take(token: string): Promise<Pending | null> {
    return this.parsed(await this.redis.getdel(this.key(token)));
  }

  /** After a wrong code: the challenge again, with one attempt fewer, until its time or attempts run out. */
  async putBack(token: string, pending: Pending): Promise<void> {
    const attempts = pending.attempts + 1;
    if (attempts >= CHALLENGE_ATTEMPTS || pending.expiresAt <= Date.now()) return;
    await this.redis.set(this.key(token), JSON.stringify({ ...pending, attempts }), 'PXAT', pending.expiresAt);
  }

  private parsed(raw: string | null): Pending | null {
    const parsed = raw === null ? null : Pending.safeParse(JSON.parse(raw));
    return parsed?.success && parsed.data.expiresAt > Date.now() ? parsed.data : null;
  }

  private key(token: string): string {
    return `${this.prefix}:staff-challenge:${createHash('sha256').update(token).digest('base64url')}`;
  }
}
