import { Logger, Module, type BeforeApplicationShutdown, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { DatabaseModule } from '../database/database.module';
import type { SchemaDatabaseOptions } from '../database/schema-database';
import { ErrorEnvelopeFilter } from '../errors/error-envelope.filter';
import { HealthController, SERVICE_NAME } from '../health/health.controller';
import { MetricsController } from '../metrics/metrics.controller';
import { RedisModule } from '../redis/redis.module';
import { ServiceTokenModule } from '../http/service-token.guard';
import { SessionModule } from '../session/session.module';
import type { SessionStoreOptions } from '../session/session-store';

export interface ServiceCoreOptions {
  /** Service name (its process's, `svc-intake`): in logs, health reports, the Redis connection name, and the audience of its service tokens. */
  service: string;
  redisUrl: string;
  database: SchemaDatabaseOptions;
  sessions?: SessionStoreOptions;
  /** `SERVICE_TOKEN_SECRET`: what the tokens of the calls to its internal endpoints are checked with. */
  serviceTokenSecret: string;
}

/**
 * What every HTTP service has: its migrated schema, Redis, sessions, service tokens on its internal endpoints,
 * `/healthz` + `/readyz`, `/metrics`, and the error envelope filter. A service's AppModule imports this once plus its own context modules.
 */
@Module({})
export class ServiceCoreModule implements BeforeApplicationShutdown {
  /** One line, so an operator sees a stop was asked for and not a crash. */
  beforeApplicationShutdown(signal?: string): void {
    new Logger('Shutdown').log(`closing connections${signal ? ` (${signal})` : ''}`);
  }

  static forRoot(options: ServiceCoreOptions): DynamicModule {
    return {
      module: ServiceCoreModule,
      imports: [
        DatabaseModule.forRoot(options.database),
        RedisModule.forRoot({ url: options.redisUrl, connectionName: options.service }),
        SessionModule.forRoot(options.sessions),
        ServiceTokenModule.forRoot(options.serviceTokenSecret, options.service),
      ],
      controllers: [HealthController, MetricsController],
      providers: [
        { provide: SERVICE_NAME, useValue: options.service },
        { provide: APP_FILTER, useClass: ErrorEnvelopeFilter },
      ],
    };
  }
}
