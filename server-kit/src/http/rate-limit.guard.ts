import { CommonErrorCode, ServerMessage } from '@biz/contracts';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors/app-error';
import { REDIS } from '../redis/redis.module';

/** Injection token of the rate limit a service applies with `@UseGuards(RateLimitGuard)`. */
export const RATE_LIMIT = Symbol('RATE_LIMIT');
export interface RateLimitOptions {
  /** Requests allowed per client IP per minute. */
  perMinute: number;
  /** QUEUE_PREFIX: stacks sharing one Redis (dev, e2e, tests) keep separate counts. */
  keyPrefix: string;
  /** The service's name in the key, so two services never share one count. */
  scope: string;
}
const WINDOW_SECONDS = 60;

// One round trip and one reply per request (a MULTI of INCR and EXPIRE is four commands); atomic, so a key
// never lives without its expiry.
const countHit = {
  numberOfKeys: 1,
  lua: "local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return n",
};
type CountingRedis = Redis & { rateLimitHit(key: string, windowSeconds: number): Promise<number> };

/**
 * The visitor's address: the last X-Forwarded-For entry is the one the gateway itself saw (earlier ones
 * come from the client and prove nothing); without the gateway, the socket's.
 */
export function clientIpOf(request: Pick<FastifyRequest, 'headers' | 'ip'>): string {
  const forwarded = request.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').pop()?.trim();
  return last || request.ip;
}

/** Fixed one-minute windows per client IP in Redis, shared by every instance of the service. 429 with Retry-After beyond. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly redis: CountingRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(RATE_LIMIT) private readonly options: RateLimitOptions) {
    // ioredis sends the script by its SHA and loads it again if Redis lost it (EVALSHA, NOSCRIPT → EVAL).
    if (!('rateLimitHit' in redis)) redis.defineCommand('rateLimitHit', countHit);
    this.redis = redis as CountingRedis;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const window = Math.floor(Date.now() / 1000 / WINDOW_SECONDS);
    const key = `${this.options.keyPrefix}:ratelimit:${this.options.scope}:${clientIpOf(http.getRequest<FastifyRequest>())}:${window}`;
    const count = await this.redis.rateLimitHit(key, WINDOW_SECONDS);
    if (count <= this.options.perMinute) return true;
    const retryAfter = (window + 1) * WINDOW_SECONDS - Math.floor(Date.now() / 1000);
    http.getResponse<FastifyReply>().header('retry-after', String(Math.max(1, retryAfter)));
    throw new AppError(429, CommonErrorCode.RateLimited, ServerMessage.rateLimited);
  }
}
