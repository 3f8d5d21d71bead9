import type { EndpointAnswer, OrderListQuery } from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { OrdersRepository } from './orders.repository';

/** What the admin context reads of the orders, and the erasure of a customer's details. */
@Injectable()
export class OrderRecordsService {
  constructor(@Inject(OrdersRepository) private readonly orders: OrdersRepository) {}

  async list(query: OrderListQuery): Promise<EndpointAnswer<'listOrders'>> {
    return { ...(await this.orders.list(query)), page: query.page, pageSize: query.pageSize };
  }

  async leadPhones(emails: string[]): Promise<EndpointAnswer<'leadPhones'>> {
    return { phones: await this.orders.leadPhones(emails) };
  }

  async orderEmails(emails: string[]): Promise<EndpointAnswer<'orderEmails'>> {
    return { emails: await this.orders.emailsTo(emails) };
  }

  async forgetCustomer(email: string): Promise<EndpointAnswer<'forgetCustomer'>> {
    return { orders: await this.orders.forgetCustomer(email) };
  }
}
