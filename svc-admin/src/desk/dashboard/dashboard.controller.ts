import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input, RequestId } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { DeskDashboardService } from './desk-dashboard.service';

@Controller()
export class DashboardController {
  constructor(@Inject(DeskDashboardService) private readonly desk: DeskDashboardService) {}

  @Endpoint('adminDashboard')
  dashboard(@Input() { query }: EndpointInput<'adminDashboard'>, @RequestId() requestId: string) {
    return this.desk.dashboard(query, requestId);
  }
}
