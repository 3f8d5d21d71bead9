import type { HealthCheck, HealthReport, PublicHealthReport } from '@biz/contracts';
import type { Agent } from 'undici';
import type { GatewayConfig } from '../config/env';
import { readMethods, type Route } from '../http/pipeline';
import { instancesCheck, postgresCheck, redisCheck, type Check } from './dependency-checks';

export interface HealthRoutes {
  /** Public port: `/readyz` for the gateway process, `/healthz` with the verdict alone (`ok` or `degraded`). */
  public: Route;
  /** Internal port: `/healthz` naming each service, the worker, Postgres and Redis, with why one is down. */
  internal: Route;
  close(): Promise<void>;
}

/**
 * `/healthz` answers for the whole system (each service, the worker, Postgres, Redis), probed in parallel
 * with a short deadline, once per `healthCacheMs` however many ask; `/readyz` answers only for the
 * gateway process itself. Error strings name hosts and credentials, so they stay on the internal port.
 */
export function healthRoutes(config: GatewayConfig, agent: Agent): HealthRoutes {
  const postgres = postgresCheck(config.databaseUrl, config.healthTimeoutMs);
  const redis = redisCheck(config.redisUrl, config.healthTimeoutMs);
  const report = sharedRound(
    {
      intake: instancesCheck(agent, config.upstreams.intake, config.healthTimeoutMs),
      billing: instancesCheck(agent, config.upstreams.billing, config.healthTimeoutMs),
      admin: instancesCheck(agent, config.upstreams.admin, config.healthTimeoutMs),
      worker: instancesCheck(agent, config.workerUrls, config.healthTimeoutMs),
      postgres: postgres.check,
      redis: redis.check,
    },
    config.healthCacheMs,
  );

  return {
    public: {
      name: 'health',
      owns: (path) => path === '/healthz' || path === '/readyz',
      methods: readMethods,
      async handle(exchange) {
        if (exchange.path === '/readyz') {
          const body: HealthReport = { status: 'ok', service: 'gateway', checks: {} };
          return exchange.json(200, body, 'no-store');
        }
        const { status } = await report();
        const body: PublicHealthReport = { status };
        exchange.json(status === 'ok' ? 200 : 503, body, 'no-store');
      },
    },
    internal: {
      name: 'health',
      owns: (path) => path === '/healthz',
      methods: readMethods,
      async handle(exchange) {
        const body = await report();
        exchange.json(body.status === 'ok' ? 200 : 503, body, 'no-store');
      },
    },
    close: async () => {
      await Promise.all([postgres.close(), redis.close()]);
    },
  };
}

/** One round of checks at a time, its answer reused for `cacheMs` after it ends. */
function sharedRound(checks: Record<string, Check>, cacheMs: number): () => Promise<HealthReport> {
  let round: Promise<HealthReport> | undefined;
  let endedAt: number | undefined;
  return () => {
    if (round && (endedAt === undefined || Date.now() - endedAt < cacheMs)) return round;
    endedAt = undefined;
    round = runChecks(checks).finally(() => (endedAt = Date.now()));
    return round;
  };
}

async function runChecks(checks: Record<string, Check>): Promise<HealthReport> {
  const entries = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await check()] as const));
  const results: Record<string, HealthCheck> = Object.fromEntries(entries);
  const ok = Object.values(results).every((c) => c.status === 'up');
  return { status: ok ? 'ok' : 'degraded', service: 'gateway', checks: results };
}
