import { REDIS } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PaymentsUnavailable } from '../billing-errors';

/** Held at most this long: a holder that died frees it then. Longer than any run of provider calls (3 × 15 s timeouts). */
const HOLD_MS = 60_000;
const WAIT_MS = 30_000;
const POLL_MS = 50;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * One change at a time per client account, across billing's instances: a double submit waits for the
 * first and then sees what it did, instead of racing it at the provider. In Redis, so a wait holds no
 * database connection.
 */
@Injectable()
export class SubscriptionLock {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async holding<T>(accountId: string, work: () => Promise<T>): Promise<T> {
    const key = `billing:subscription-lock:${accountId}`;
    const token = randomUUID();
    const deadline = Date.now() + WAIT_MS;
    while ((await this.redis.set(key, token, 'PX', HOLD_MS, 'NX')) !== 'OK') {
      if (Date.now() > deadline) throw new PaymentsUnavailable();
      await sleep(POLL_MS);
    }
    try {
      return await work();
    } finally {
      await this.redis.eval(RELEASE, 1, key, token);
    }
  }
}
