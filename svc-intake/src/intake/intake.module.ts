import { Module, type DynamicModule } from '@nestjs/common';
import { SubmissionRecordsController } from '../admin-api/submission-records.controller';
import { SubmissionRecordsRepository } from '../admin-api/submission-records.repository';
import type { IntakeEnv } from '../config/env';
import { IntakeController } from './intake.controller';
import { INTAKE_SCHEMA, IntakeRepository } from './intake.repository';
import { IntakeService, SUGGESTION_DEADLINE } from './intake.service';
import { INBOX_OPTIONS, PlanInbox } from './plan-inbox';
import { RATE_LIMIT_PER_MINUTE, RateLimitGuard } from './rate-limit.guard';

@Module({})
export class IntakeModule {
  static forRoot(env: IntakeEnv): DynamicModule {
    return {
      module: IntakeModule,
      controllers: [IntakeController, SubmissionRecordsController],
      providers: [
        IntakeService,
        IntakeRepository,
        SubmissionRecordsRepository,
        PlanInbox,
        RateLimitGuard,
        { provide: INTAKE_SCHEMA, useValue: env.INTAKE_DB_SCHEMA },
        { provide: SUGGESTION_DEADLINE, useValue: env.SUGGESTION_DEADLINE_MS },
        { provide: RATE_LIMIT_PER_MINUTE, useValue: env.INTAKE_RATE_LIMIT_PER_MINUTE },
        { provide: INBOX_OPTIONS, useValue: { redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX } },
      ],
    };
  }
}
