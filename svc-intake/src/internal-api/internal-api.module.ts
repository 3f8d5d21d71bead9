import { Module } from '@nestjs/common';
import { SubmissionRecordsController } from './submission-records.controller';
import { SubmissionRecordsRepository } from './submission-records.repository';
import { SubmissionRecordsService } from './submission-records.service';

/** svc-intake's internal API: what the admin context may read and delete of the submissions. */
@Module({
  controllers: [SubmissionRecordsController],
  providers: [SubmissionRecordsService, SubmissionRecordsRepository],
})
export class InternalApiModule {}
