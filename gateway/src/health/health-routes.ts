import type { HealthCheck, HealthReport } from '@biz/contracts';
import type { Agent } from 'undici';
import type { GatewayConfig } from '../config/env';
import { readMethods, type Route } from '../http/pipeline';
import { postgresCheck, readyzCheck, redisCheck, type Check } from './dependency-checks';

/**
 * `/healthz` answers for the whole system (each service, the worker, Postgres, Redis), probed in parallel
 * with a short deadline; `/readyz` answers only for the gateway process itself.
 */
export function healthRoutes(config: GatewayConfig, agent: Agent): Route & { close(): Promise<void> } {
  const postgres = postgresCheck(config.databaseUrl, config.healthTimeoutMs);
  const redis = redisCheck(config.redisUrl, config.healthTimeoutMs);
  const checks: Record<string, Check> = {
    intake: readyzCheck(agent, config.upstreams.intake, config.healthTimeoutMs),
    billing: readyzCheck(agent, config.upstreams.billing, config.healthTimeoutMs),
    admin: readyzCheck(agent, config.upstreams.admin, config.healthTimeoutMs),
    worker: readyzCheck(agent, config.workerUrl, config.healthTimeoutMs),
    postgres: postgres.check,
    redis: redis.check,
  };

  return {
    owns: (path) => path === '/healthz' || path === '/readyz',
    methods: readMethods,
    async handle(exchange) {
      if (exchange.path === '/readyz') {
        const body: HealthReport = { status: 'ok', service: 'gateway', checks: {} };
        return exchange.json(200, body, 'no-store');
      }
      const entries = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await check()] as const));
      const results: Record<string, HealthCheck> = Object.fromEntries(entries);
      const ok = Object.values(results).every((c) => c.status === 'up');
      const body: HealthReport = { status: ok ? 'ok' : 'degraded', service: 'gateway', checks: results };
      exchange.json(ok ? 200 : 503, body, 'no-store');
    },
    close: async () => {
      await Promise.all([postgres.close(), redis.close()]);
    },
  };
}
