import {
  SubmissionIdParams,
  IntakeInternalPath,
  SubmissionListQuery,
  type DashboardStats,
  type SubmissionDeletedResponse,
  type SubmissionDetailResponse,
  type SubmissionListResponse,
} from '@biz/contracts';
import { parse } from '@biz/server-kit';
import { Controller, Delete, Get, Inject, Param, Query } from '@nestjs/common';
import { SubmissionNotFound } from '../intake/intake.service';
import { SubmissionRecordsRepository } from './submission-records.repository';

/**
 * svc-intake's internal API for the admin context (never routed by the gateway, which refuses /internal):
 * the submissions table, the dashboard figures, one submission in full, and deletion.
 */
@Controller()
export class SubmissionRecordsController {
  constructor(@Inject(SubmissionRecordsRepository) private readonly records: SubmissionRecordsRepository) {}

  @Get(IntakeInternalPath.submissions)
  async list(@Query(parse(SubmissionListQuery)) query: SubmissionListQuery): Promise<SubmissionListResponse> {
    return { ...(await this.records.list(query)), page: query.page, pageSize: query.pageSize };
  }

  @Get(IntakeInternalPath.dashboardStats)
  stats(): Promise<DashboardStats> {
    return this.records.stats();
  }

  @Get(IntakeInternalPath.submission)
  async one(@Param(parse(SubmissionIdParams)) { id }: SubmissionIdParams): Promise<SubmissionDetailResponse> {
    const submission = await this.records.one(id);
    if (!submission) throw new SubmissionNotFound();
    return { submission, ...(await this.records.offeredAndSelected(id)), generations: await this.records.generations(id) };
  }

  @Delete(IntakeInternalPath.submission)
  async delete(@Param(parse(SubmissionIdParams)) { id }: SubmissionIdParams): Promise<SubmissionDeletedResponse> {
    if (!(await this.records.delete(id))) throw new SubmissionNotFound();
    return { deleted: true };
  }
}
