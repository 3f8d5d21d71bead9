import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { Caller } from '../../shared/identity/caller';
import { OrderRefundsService } from './order-refunds.service';
import { SprintWorkService } from './sprint-work.service';

/** A paid sprint's work (the catalog the agency chooses from) and its refund. */
@Controller()
export class SprintsController {
  constructor(
    @Inject(SprintWorkService) private readonly work: SprintWorkService,
    @Inject(OrderRefundsService) private readonly refunds: OrderRefundsService,
  ) {}

  @Endpoint('workflowCatalog')
  catalog() {
    return this.work.catalog();
  }

  @Endpoint('chooseSprintWorkflows')
  choose(@Input() { params, body }: EndpointInput<'chooseSprintWorkflows'>, @Caller() caller: Caller) {
    return this.work.choose(params.id, body.workflowIds, caller);
  }

  @Endpoint('adminRefundOrder')
  refund(@Input() { params }: EndpointInput<'adminRefundOrder'>, @Caller() caller: Caller) {
    return this.refunds.refund(params.id, caller);
  }
}
