import { Module } from '@nestjs/common';
import { ADMIN_ENV, type AdminEnv } from '../../config/env';
import { AgencyNoticesModule } from '../../shared/agency-notices/agency-notices.module';
import { AuditModule } from '../../shared/audit/audit.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { EmailLogModule } from '../../shared/email-log/email-log.module';
import { PipelineModule } from '../pipeline/pipeline.module';
import { CallsController } from './calls.controller';
import { CallHoldsRepository } from './call-holds.repository';
import { CallsRepository } from './calls.repository';
import { CallRemindersRepository } from './call-reminders.repository';
import { CallRemindersService } from './call-reminders.service';
import { CallsService } from './calls.service';
import { MEETING_BASE_URL } from './meeting-base-url';

/** Calls booked by the agency (their dates counted in the agency's clock, `AGENCY_CLOCK`), their invites and reminders. */
@Module({
  imports: [AgencyNoticesModule, AuditModule, ContextClientsModule, EmailLogModule, PipelineModule],
  controllers: [CallsController],
  providers: [
    CallsService,
    CallsRepository,
    CallHoldsRepository,
    CallRemindersService,
    CallRemindersRepository,
    { provide: MEETING_BASE_URL, inject: [ADMIN_ENV], useFactory: (env: AdminEnv) => env.MEETING_BASE_URL },
  ],
  exports: [CallsRepository, CallHoldsRepository, CallsService, CallRemindersService],
})
export class CallsModule {}
