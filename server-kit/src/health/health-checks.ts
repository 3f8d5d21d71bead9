import type { HealthCheck, HealthReport } from '@biz/contracts';
import type { Redis } from 'ioredis';
import type { SchemaDatabase } from '../database/schema-database';

/** A probe slower than this counts as down: readiness must answer fast even when a dependency hangs. */
export const CHECK_TIMEOUT_MS = 2_000;

/** Runs `probe` and reports up with its latency, or down with the reason. */
export async function timedCheck(probe: () => Promise<unknown>, timeoutMs = CHECK_TIMEOUT_MS): Promise<HealthCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { status: 'up', latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

export function checkPostgres(database: Pick<SchemaDatabase, 'query'>): Promise<HealthCheck> {
  return timedCheck(() => database.query('SELECT 1'));
}

export function checkRedis(redis: Redis): Promise<HealthCheck> {
  return timedCheck(async () => {
    const answer = await redis.ping();
    if (answer !== 'PONG') throw new Error(`unexpected PING answer ${answer}`);
  });
}

/** The contracts `HealthReport`: `ok` only when every check is up. */
export function healthReport(service: string, checks: Record<string, HealthCheck>): HealthReport {
  const ok = Object.values(checks).every((c) => c.status === 'up');
  return { status: ok ? 'ok' : 'degraded', service, checks };
}
