import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { HealthCheck, HealthReport } from '@biz/contracts';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { SchemaDatabase } from '../database/schema-database';
import { REDIS } from '../redis/redis.module';
import { isDraining } from './draining';
import { checkPostgres, checkRedis, healthReport } from './health-checks';

export const SERVICE_NAME = Symbol('SERVICE_NAME');

/**
 * `/healthz`: the process answers (no dependency). `/readyz`: Postgres and Redis answer too, and the
 * process is not stopping; else 503.
 */
@Controller()
export class HealthController {
  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    @Inject(SchemaDatabase) private readonly database: SchemaDatabase,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get('healthz')
  liveness(): HealthReport {
    return healthReport(this.service, {});
  }

  @Get('readyz')
  async readiness(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const [postgres, redis] = await Promise.all([checkPostgres(this.database), checkRedis(this.redis)]);
    const checks: Record<string, HealthCheck> = { postgres, redis };
    if (isDraining()) checks.process = { status: 'down', error: 'stopping: finishing the requests in hand' };
    const report = healthReport(this.service, checks);
    if (report.status !== 'ok') reply.status(503);
    return report;
  }
}
