import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { OrderRecordsService } from './order-records.service';
import { OrderRefundsService } from './order-refunds.service';

/** billing's internal API for the admin context (never routed by the gateway). */
@Controller()
export class OrderRecordsController {
  constructor(
    @Inject(OrderRecordsService) private readonly records: OrderRecordsService,
    @Inject(OrderRefundsService) private readonly refunds: OrderRefundsService,
  ) {}

  @Endpoint('listOrders')
  list(@Input() { query }: EndpointInput<'listOrders'>) {
    return this.records.list(query);
  }

  @Endpoint('leadPhones')
  leadPhones(@Input() { body }: EndpointInput<'leadPhones'>) {
    return this.records.leadPhones(body.emails);
  }

  @Endpoint('orderEmails')
  orderEmails(@Input() { body }: EndpointInput<'orderEmails'>) {
    return this.records.orderEmails(body.emails);
  }

  @Endpoint('forgetCustomer')
  forget(@Input() { body }: EndpointInput<'forgetCustomer'>) {
    return this.records.forgetCustomer(body.email);
  }

  @Endpoint('refundOrder')
  refund(@Input() { params }: EndpointInput<'refundOrder'>) {
    return this.refunds.refund(params.id);
  }
}
