import type { AdminDashboardQuery, AdminDashboardResponse } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { INTAKE } from '../../shared/contexts/context-clients.module';

/** The pipeline desk: the four figures and one page of submissions, both svc-intake's. */
@Injectable()
export class DeskDashboardService {
  constructor(@Inject(INTAKE) private readonly intake: InternalClient) {}

  async dashboard(query: AdminDashboardQuery, requestId: string): Promise<AdminDashboardResponse> {
    const [stats, page] = await Promise.all([this.intake.call('dashboardStats', {}, { requestId }), this.intake.call('listSubmissions', { query }, { requestId })]);
    return { stats, ...page };
  }
}
