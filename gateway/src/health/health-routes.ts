import type { HealthCheck, HealthReport } from '@biz/contracts';
import type { FastifyInstance } from 'fastify';
import type { Agent } from 'undici';
import type { GatewayConfig } from '../config/env';
import { postgresCheck, readyzCheck, redisCheck, type Check } from './dependency-checks';

/**
 * `/healthz` answers for the whole system (each service, the worker, Postgres, Redis), probed in parallel
 * with a short deadline; `/readyz` answers only for the gateway process itself.
 */
export function registerHealth(app: FastifyInstance, config: GatewayConfig, agent: Agent): void {
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
  app.addHook('onClose', async () => {
    await Promise.all([postgres.close(), redis.close()]);
  });

  app.get('/healthz', async (_request, reply) => {
    const entries = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await check()] as const));
    const results: Record<string, HealthCheck> = Object.fromEntries(entries);
    const ok = Object.values(results).every((c) => c.status === 'up');
    const body: HealthReport = { status: ok ? 'ok' : 'degraded', service: 'gateway', checks: results };
    return reply.code(ok ? 200 : 503).header('cache-control', 'no-store').send(body);
  });

  app.get('/readyz', async (_request, reply) => {
    const body: HealthReport = { status: 'ok', service: 'gateway', checks: {} };
    return reply.header('cache-control', 'no-store').send(body);
  });
}
