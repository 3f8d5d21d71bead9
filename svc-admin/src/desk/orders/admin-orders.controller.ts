import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input, RequestId } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { AdminOrdersService } from './admin-orders.service';

@Controller()
export class AdminOrdersController {
  constructor(@Inject(AdminOrdersService) private readonly orders: AdminOrdersService) {}

  @Endpoint('adminOrders')
  list(@Input() { query }: EndpointInput<'adminOrders'>, @RequestId() requestId: string) {
    return this.orders.orders(query, requestId);
  }
}
