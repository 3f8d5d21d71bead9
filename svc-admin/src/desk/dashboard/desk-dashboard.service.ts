import type { AdminDashboardQuery, AdminDashboardResponse } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { PortalFacade } from '../../portal/portal-facade';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { PipelineService } from '../pipeline/pipeline.service';

/** The desk's table: the four figures and one page of businesses (svc-intake's), each with its stage (one query for the page); and the support inbox's figures (the portal's). */
@Injectable()
export class DeskDashboardService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(PipelineService) private readonly pipeline: PipelineService,
    @Inject(PortalFacade) private readonly portal: PortalFacade,
  ) {}

  async dashboard(query: AdminDashboardQuery, requestId: string): Promise<AdminDashboardResponse> {
    const [stats, page, support] = await Promise.all([this.intake.call('dashboardStats', {}, { requestId }), this.intake.call('listSubmissions', { query }, { requestId }), this.portal.supportStats()]);
    const states = await this.pipeline.statesOf(page.submissions.map((row) => row.businessId));
    return { stats, ...page, submissions: page.submissions.map((row) => ({ ...row, stage: states.get(row.businessId)?.stage ?? 'new' })), support };
  }
}
