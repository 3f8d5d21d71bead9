import type { AdminDashboardQuery, AdminDashboardResponse } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { PipelineService } from '../pipeline/pipeline.service';

/** The desk's table: the four figures and one page of businesses (svc-intake's), each with its stage (one query for the page). */
@Injectable()
export class DeskDashboardService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(PipelineService) private readonly pipeline: PipelineService,
  ) {}

  async dashboard(query: AdminDashboardQuery, requestId: string): Promise<AdminDashboardResponse> {
    const [stats, page] = await Promise.all([this.intake.call('dashboardStats', {}, { requestId }), this.intake.call('listSubmissions', { query }, { requestId })]);
    const states = await this.pipeline.statesOf(page.submissions.map((row) => row.businessId));
    return { stats, ...page, submissions: page.submissions.map((row) => ({ ...row, stage: states.get(row.businessId)?.stage ?? 'new' })) };
  }
}
