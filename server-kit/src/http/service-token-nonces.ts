import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

/**
 * The nonces of the service tokens a process has accepted, until their tokens expire: in Redis, so a token
 * replayed to another instance is refused too. While Redis cannot answer, this process's own memory keeps
 * them (a replay to the same instance is still refused), and internal calls go on.
 */
export class ServiceTokenNonces {
  private readonly logger = new Logger(ServiceTokenNonces.name);
  private readonly local = new Map<string, number>();

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  /** True the first time a nonce is seen before its token's expiry (unix seconds), false after. */
  async firstUse(nonce: string, expires: number): Promise<boolean> {
    this.forgetExpired();
    if (this.local.has(nonce)) return false;
    this.local.set(nonce, expires);
    try {
      return (await this.redis.set(`${this.keyPrefix}:service-token-nonce:${nonce}`, '1', 'EXAT', expires + 1, 'NX')) === 'OK';
    } catch (error) {
      this.logger.warn(`service token nonces kept in this process only while Redis does not answer: ${String(error)}`);
      return true;
    }
  }

  private forgetExpired(): void {
    const now = Math.floor(Date.now() / 1000);
    for (const [nonce, expires] of this.local) if (expires < now) this.local.delete(nonce);
  }
}
