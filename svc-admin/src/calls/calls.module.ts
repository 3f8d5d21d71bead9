import { Module, type DynamicModule } from '@nestjs/common';
import type { AdminEnv } from '../config/env';
import { AuditEventRepository } from '../identity/audit-event.repository';
import { CallsController } from './calls.controller';
import { CallsRepository } from './calls.repository';
import { CALL_SETTINGS, CallsService, type CallSettings } from './calls.service';

@Module({})
export class CallsModule {
  /** `now` is the clock the bookable dates are counted from (tests move it across a daylight saving change). */
  static forRoot(env: AdminEnv, now: () => number = Date.now): DynamicModule {
    return {
      module: CallsModule,
      controllers: [CallsController],
      providers: [
        CallsService,
        CallsRepository,
        AuditEventRepository,
        { provide: CALL_SETTINGS, useValue: { timeZone: env.AGENCY_TIME_ZONE, meetingBaseUrl: env.MEETING_BASE_URL, now } satisfies CallSettings },
      ],
      exports: [CallsRepository],
    };
  }
}
