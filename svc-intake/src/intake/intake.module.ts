import { INBOX_OPTIONS, jobBackoffOf, RATE_LIMIT, RateLimitGuard } from '@biz/server-kit';
import { Module, type DynamicModule } from '@nestjs/common';
import { suggestionsFromOf, type IntakeEnv } from '../config/env';
import { LeadsFromTheDeskController } from './leads-from-the-desk.controller';
import { IntakeController } from './intake.controller';
import { IntakeRepository } from './intake.repository';
import { IntakeService, SUBMISSION_ALERTS, SUGGESTION_DEADLINE, SUGGESTIONS_FROM, type SubmissionAlerts } from './intake.service';
import { PlanInbox } from './plan-inbox';
import { PLAN_SWEEP, PlanSweeper } from './plan-sweeper';

@Module({})
export class IntakeModule {
  static forRoot(env: IntakeEnv): DynamicModule {
    return {
      module: IntakeModule,
      controllers: [IntakeController, LeadsFromTheDeskController],
      providers: [
        IntakeService,
        IntakeRepository,
        PlanInbox,
        PlanSweeper,
        RateLimitGuard,
        { provide: SUGGESTION_DEADLINE, useValue: env.SUGGESTION_DEADLINE_MS },
        { provide: SUGGESTIONS_FROM, useValue: suggestionsFromOf(env) },
        { provide: SUBMISSION_ALERTS, useValue: { to: env.ADMIN_ALERT_EMAIL, publicUrl: env.PUBLIC_URL } satisfies SubmissionAlerts },
        { provide: PLAN_SWEEP, useValue: { afterSeconds: env.PLAN_SWEEP_AFTER_SECONDS, intervalMs: env.PLAN_SWEEP_INTERVAL_MS } },
        { provide: RATE_LIMIT, useValue: { perMinute: env.INTAKE_RATE_LIMIT_PER_MINUTE, keyPrefix: env.QUEUE_PREFIX, scope: 'intake' } },
        { provide: INBOX_OPTIONS, useValue: { redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX, backoff: jobBackoffOf(env) } },
      ],
    };
  }
}
