import { Module } from '@nestjs/common';
import { IntakeController } from './intake.controller';
import { IntakeService } from './intake.service';
import { SubmissionRepository } from './submission.repository';

@Module({
  controllers: [IntakeController],
  providers: [IntakeService, SubmissionRepository],
})
export class IntakeModule {}
