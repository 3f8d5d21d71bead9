import { Module } from '@nestjs/common';
import { AuditModule } from '../../shared/audit/audit.module';
import { ContextClientsModule } from '../../shared/contexts/context-clients.module';
import { BusinessNotesRepository } from './business-notes.repository';
import { FollowUpsController } from './follow-ups.controller';
import { FollowUpsRepository } from './follow-ups.repository';
import { FollowUpsService } from './follow-ups.service';

/** Who owns each business, its next step and the team's notes on it; the record, "my day" and the CSV read them. */
@Module({
  imports: [AuditModule, ContextClientsModule],
  controllers: [FollowUpsController],
  providers: [FollowUpsService, FollowUpsRepository, BusinessNotesRepository],
  exports: [FollowUpsService, FollowUpsRepository],
})
export class FollowUpsModule {}
