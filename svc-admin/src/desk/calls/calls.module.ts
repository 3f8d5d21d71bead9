import { Module } from '@nestjs/common';
import { oncePerEnv } from '../../config/once-per-env';
import { AuditModule } from '../../shared/audit/audit.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { EmailLogModule } from '../../shared/email-log/email-log.module';
import { PipelineModule } from '../pipeline/pipeline.module';
import { CallsController } from './calls.controller';
import { CallHoldsRepository } from './call-holds.repository';
import { CallsRepository } from './calls.repository';
import { CallRemindersRepository } from './call-reminders.repository';
import { CallRemindersService } from './call-reminders.service';
import { CALL_SETTINGS, type CallSettings } from './call-settings';
import { CallsService } from './calls.service';

@Module({})
export class CallsModule {
  /** `now` is the clock the bookable dates are counted from (tests move it across a daylight saving change). */
  static forRoot = oncePerEnv((env, now: () => number = Date.now) => ({
    module: CallsModule,
    imports: [AuditModule, ContextClientsModule.forRoot(env), EmailLogModule.forRoot(env), PipelineModule.forRoot(env)],
    controllers: [CallsController],
    providers: [CallsService, CallsRepository, CallHoldsRepository, CallRemindersService, CallRemindersRepository, { provide: CALL_SETTINGS, useValue: { timeZone: env.AGENCY_TIME_ZONE, meetingBaseUrl: env.MEETING_BASE_URL, now } satisfies CallSettings }],
    exports: [CallsRepository, CallHoldsRepository, CallsService, CallRemindersService, CALL_SETTINGS],
  }));
}
