import { CommonErrorCode, ServerMessage } from '@biz/contracts';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error';
import { REDIS } from '../redis/redis.module';

/** Injection token of the rate limit a service applies with `@UseGuards(RateLimitGuard)`. */
export const RATE_LIMIT = Symbol('RATE_LIMIT');
export interface RateLimitOptions {
  /** Requests allowed per client IP per window. */
  perMinute: number;
  /** QUEUE_PREFIX: stacks sharing one Redis (dev, e2e, tests) keep separate counts. */
  keyPrefix: string;
  /** The service's name in the key, so two services never share one count. */
  scope: string;
  /** Length of the window; a minute unless a test wants to see one end. */
  windowSeconds?: number;
}

// A healthy Redis answers in about a millisecond here: past this the request is not held up any longer.
const REDIS_DEADLINE_MS = 250;

/**
 * The visitor's address: the last X-Forwarded-For entry is the one the gateway itself saw (earlier ones
 * come from the client and prove nothing); without the gateway, the socket's.
 */
export function clientIpOf(request: Pick<FastifyRequest, 'headers' | 'ip'>): string {
  const forwarded = request.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').pop()?.trim();
  return last || request.ip;
}

/**
 * Fixed windows per client IP (starting at the address's first request), counted in Redis across every
 * instance of the service by rate-limiter-flexible; 429 with Retry-After beyond. An address over the limit
 * is then refused from memory until its window ends, without asking Redis.
 *
 * When Redis is not connected or does not answer within REDIS_DEADLINE_MS, each instance counts in its own
 * memory with the same limit: the limit still holds per instance, and an outage of Redis (which intake
 * submissions do not otherwise need) does not take the form down with it. /healthz reports Redis down.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limiter: RateLimiterAbstract;

  constructor(@Inject(REDIS) redis: Redis, @Inject(RATE_LIMIT) options: RateLimitOptions) {
    const window = {
      keyPrefix: `${options.keyPrefix}:ratelimit:${options.scope}`,
      points: options.perMinute,
      duration: options.windowSeconds ?? 60,
    };
    this.limiter = new RLWrapperTimeouts({
      limiter: new RateLimiterRedis({ ...window, storeClient: redis, rejectIfRedisNotReady: true, inMemoryBlockOnConsumed: options.perMinute + 1 }),
      timeoutMs: REDIS_DEADLINE_MS,
      insuranceLimiter: new RateLimiterMemory(window),
    });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    try {
      await this.limiter.consume(clientIpOf(http.getRequest<FastifyRequest>()));
      return true;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      http.getResponse<FastifyReply>().header('retry-after', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
      throw new AppError(429, CommonErrorCode.RateLimited, ServerMessage.rateLimited);
    }
  }
}
