import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { OrdersRepository } from './orders.repository';

/** billing's internal API for the admin context (never routed by the gateway). */
@Controller()
export class OrderRecordsController {
  constructor(@Inject(OrdersRepository) private readonly orders: OrdersRepository) {}

  @Endpoint('listOrders')
  async list(@Input() { query }: EndpointInput<'listOrders'>) {
    return { ...(await this.orders.list(query)), page: query.page, pageSize: query.pageSize };
  }

  @Endpoint('forgetCustomer')
  async forget(@Input() { body }: EndpointInput<'forgetCustomer'>) {
    return { orders: await this.orders.forgetCustomer(body.email) };
  }
}
