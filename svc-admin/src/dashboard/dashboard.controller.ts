import type { AdminDashboardResponse, EndpointInput } from '@biz/contracts';
import { Endpoint, Input, InternalClient, RequestId } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { INTAKE } from '../contexts/context-clients';

/** The pipeline desk: the four figures and one page of submissions, both svc-intake's. */
@Controller()
export class DashboardController {
  constructor(@Inject(INTAKE) private readonly intake: InternalClient) {}

  @Endpoint('adminDashboard')
  async dashboard(@Input() { query }: EndpointInput<'adminDashboard'>, @RequestId() requestId: string): Promise<AdminDashboardResponse> {
    const [stats, page] = await Promise.all([this.intake.call('dashboardStats', {}, { requestId }), this.intake.call('listSubmissions', { query }, { requestId })]);
    return { stats, ...page };
  }
}
