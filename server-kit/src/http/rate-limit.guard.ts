import { CLIENT_ADDRESS_HEADER, CommonErrorCode, ServerMessage } from '@biz/contracts';
import { Inject, Injectable, Logger, type CanActivate, type ExecutionContext, type OnModuleDestroy } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors/app-error';
import { REDIS } from '../redis/redis.module';
import { addressBucketOf } from './address-bucket';
import { WindowCounter } from './window-counter';

/** Injection token of the rate limit a service applies with `@UseGuards(RateLimitGuard)`. */
export const RATE_LIMIT = Symbol('RATE_LIMIT');
export interface RateLimitOptions {
  /** Requests allowed per key (for the guard: per client address) per minute. */
  perMinute: number;
  /** QUEUE_PREFIX: stacks sharing one Redis (dev, e2e, tests) keep separate counts. */
  keyPrefix: string;
  /** The service's name in the key, so two services never share one count. */
  scope: string;
  /** The clock whose minutes are the windows: the real one unless a test sets its own. */
  now?: () => number;
}
const WINDOW_SECONDS = 60;

// How often the hits counted in this process are added to the shared count in Redis.
const FLUSH_MS = 100;

/**
 * The visitor's address: the one the gateway resolved past its trusted proxies (it always sets the header
 * and drops a client's copy); without the gateway (tests, a service called directly), the socket's.
 */
export function clientAddressOf(request: Pick<FastifyRequest, 'headers' | 'ip'>): string {
  const resolved = request.headers[CLIENT_ADDRESS_HEADER];
  return typeof resolved === 'string' && resolved ? resolved : request.ip;
}

/** 429: the caller has used up its requests of this minute; `Retry-After` says when the next one opens. */
export class RateLimited extends AppError {
  override readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, message: string = ServerMessage.rateLimited) {
    super(429, CommonErrorCode.RateLimited, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Fixed one-minute windows per key (a client address's bucket, an email's digest), counted across every
 * instance of the service (WindowCounter: Redis, batched). `hit` throws `RateLimited` beyond the limit.
 */
export class RateLimiter {
  private readonly logger = new Logger(RateLimiter.name);
  private readonly counter: WindowCounter;
  private lastFlushWarningAt = 0;

  constructor(
    redis: Redis,
    private readonly options: RateLimitOptions,
    private readonly message?: string,
  ) {
    this.counter = new WindowCounter(redis, { ttlSeconds: WINDOW_SECONDS, flushMs: FLUSH_MS, onFlushError: (error) => this.warnFlushFailed(error) });
  }

  /** Flushes retry every FLUSH_MS while Redis is away: say so once a window, not ten times a second. */
  private warnFlushFailed(error: unknown): void {
    if (Date.now() - this.lastFlushWarningAt < WINDOW_SECONDS * 1000) return;
    this.lastFlushWarningAt = Date.now();
    this.logger.warn(`rate-limit counts not stored yet, retrying every ${FLUSH_MS} ms: ${String(error)}`);
  }

  async hit(key: string): Promise<void> {
    const seconds = Math.floor((this.options.now ?? Date.now)() / 1000);
    const window = Math.floor(seconds / WINDOW_SECONDS);
    const count = await this.counter.hit(`${this.options.keyPrefix}:ratelimit:${this.options.scope}:${key}:${window}`);
    if (count <= this.options.perMinute) return;
    const retryAfter = (window + 1) * WINDOW_SECONDS - seconds;
    throw new RateLimited(Math.max(1, retryAfter), this.message);
  }

  close(): Promise<void> {
    return this.counter.close();
  }
}

/** The module's `RATE_LIMIT` per client address (an IPv6 client: its /64): `@UseGuards(RateLimitGuard)`. */
@Injectable()
export class RateLimitGuard implements CanActivate, OnModuleDestroy {
  private readonly limiter: RateLimiter;

  constructor(@Inject(REDIS) redis: Redis, @Inject(RATE_LIMIT) options: RateLimitOptions) {
    this.limiter = new RateLimiter(redis, options);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.limiter.hit(addressBucketOf(clientAddressOf(context.switchToHttp().getRequest<FastifyRequest>())));
    return true;
  }

  onModuleDestroy(): Promise<void> {
    return this.limiter.close();
  }
}
