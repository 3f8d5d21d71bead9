import { BillingInternalPath, OrderListQuery, type OrderListResponse } from '@biz/contracts';
import { parse } from '@biz/server-kit';
import { Controller, Get, Inject, Query } from '@nestjs/common';
import { OrdersRepository } from './orders.repository';

/** billing's internal API for the admin context (never routed by the gateway, which refuses /internal). */
@Controller()
export class OrderRecordsController {
  constructor(@Inject(OrdersRepository) private readonly orders: OrdersRepository) {}

  @Get(BillingInternalPath.orders)
  async list(@Query(parse(OrderListQuery)) query: OrderListQuery): Promise<OrderListResponse> {
    return { ...(await this.orders.list(query)), page: query.page, pageSize: query.pageSize };
  }
}
