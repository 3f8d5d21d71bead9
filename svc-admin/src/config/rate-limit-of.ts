import type { RateLimitOptions } from '@biz/server-kit';
import type { AdminEnv } from './env';

/** A rate limit of this process, counted under its QUEUE_PREFIX (test runs sharing one Redis never meet). */
export const rateLimitOf = (env: Pick<AdminEnv, 'QUEUE_PREFIX'>, perMinute: number, scope: string): RateLimitOptions => ({ perMinute, keyPrefix: env.QUEUE_PREFIX, scope });
