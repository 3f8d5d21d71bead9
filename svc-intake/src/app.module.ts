import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceCoreModule } from '@biz/server-kit';
import type { IntakeEnv } from './config/env';
import { IntakeModule } from './intake/intake.module';
import { SubmissionEntity } from './intake/submission.entity';
import { Init1763800000000 } from './migrations/1763800000000-init';

export const SERVICE_NAME = 'svc-intake';

@Module({})
export class AppModule {
  static forRoot(env: IntakeEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: SERVICE_NAME,
          redisUrl: env.REDIS_URL,
          database: { url: env.DATABASE_URL, schema: env.INTAKE_DB_SCHEMA, entities: [SubmissionEntity], migrations: [Init1763800000000] },
        }),
        IntakeModule,
      ],
    };
  }
}
