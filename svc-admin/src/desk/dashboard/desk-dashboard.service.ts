import type { AdminDashboardQuery, AdminDashboardResponse } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { PortalFacade } from '../../portal/portal-facade';
import { INTAKE } from '../../shared/contexts/context-clients.module';

/** The pipeline desk: the four figures and one page of submissions, both svc-intake's, and the support inbox's figures (the portal's). */
@Injectable()
export class DeskDashboardService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(PortalFacade) private readonly portal: PortalFacade,
  ) {}

  async dashboard(query: AdminDashboardQuery, requestId: string): Promise<AdminDashboardResponse> {
    const [stats, page, support] = await Promise.all([this.intake.call('dashboardStats', {}, { requestId }), this.intake.call('listSubmissions', { query }, { requestId }), this.portal.supportStats()]);
    return { stats, ...page, support };
  }
}
