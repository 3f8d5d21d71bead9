import type { HealthCheck } from '@biz/contracts';
import { Redis } from 'ioredis';
import { once } from 'node:events';
import { Pool } from 'pg';
import type { Agent } from 'undici';

export type Check = () => Promise<HealthCheck>;

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length) return describe(error.errors[0]);
  const e = error as { code?: string; message?: string };
  return e.message || e.code || String(error);
}

/** Runs a probe with a deadline; a probe that throws or is late reports the dependency as down. */
export async function timed(timeoutMs: number, probe: (signal: AbortSignal) => Promise<void>): Promise<HealthCheck> {
  const started = Date.now();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    await Promise.race([probe(abort.signal), deadline]);
    return { status: 'up', latencyMs: Date.now() - started };
  } catch (error) {
    return { status: 'down', latencyMs: Date.now() - started, error: describe(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** A process is up when its own /readyz says 2xx. */
export function readyzCheck(agent: Agent, baseUrl: string, timeoutMs: number): Check {
  return () =>
    timed(timeoutMs, async (signal) => {
      const res = await agent.request({ origin: baseUrl, path: '/readyz', method: 'GET', signal });
      await res.body.dump();
      if (res.statusCode < 200 || res.statusCode >= 300) throw new Error(`/readyz answered ${res.statusCode}`);
    });
}

/**
 * A scaled process is up while one of its instances is: the others are named in `error`, so the
 * operators see lost capacity before it becomes an outage.
 */
export function instancesCheck(agent: Agent, baseUrls: readonly string[], timeoutMs: number): Check {
  const checks = baseUrls.map((url) => readyzCheck(agent, url, timeoutMs));
  if (checks.length === 1) return checks[0];
  return async () => {
    const results = await Promise.all(checks.map((check) => check()));
    const down = results.flatMap((result, i) => (result.status === 'down' ? [`${baseUrls[i]}: ${result.error}`] : []));
    const latencyMs = Math.max(...results.map((result) => result.latencyMs ?? 0));
    const status = down.length < results.length ? 'up' : 'down';
    return down.length ? { status, latencyMs, error: `${down.length} of ${results.length} instances down (${down.join('; ')})` } : { status, latencyMs };
  };
}

export interface ClosableCheck {
  check: Check;
  close(): Promise<void>;
}

export function postgresCheck(databaseUrl: string, timeoutMs: number): ClosableCheck {
  // One small pool for the life of the gateway: a fresh connection per probe would cost more than the probe.
  const pool = new Pool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs, idleTimeoutMillis: 30_000 });
  pool.on('error', () => undefined); // an idle client dropped by the server; the next probe reports it
  return {
    check: () => timed(timeoutMs, async () => { await pool.query('SELECT 1'); }),
    close: () => pool.end(),
  };
}

export function redisCheck(redisUrl: string, timeoutMs: number): ClosableCheck {
  let redis: Redis | undefined;
  // Connected on the first probe, so a gateway that is never asked for /healthz holds no Redis connection.
  const client = (): Redis => {
    if (!redis) {
      redis = new Redis(redisUrl, {
        enableOfflineQueue: false, // fail a probe at once while disconnected
        maxRetriesPerRequest: 0,
        connectTimeout: timeoutMs,
        connectionName: 'biz-gateway-health',
        retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
      });
      redis.on('error', () => undefined); // reported by the probe
    }
    return redis;
  };
  return {
    check: () =>
      timed(timeoutMs, async () => {
        const r = client();
        if (r.status !== 'ready') await once(r, 'ready');
        await r.ping();
      }),
    close: async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    },
  };
}
