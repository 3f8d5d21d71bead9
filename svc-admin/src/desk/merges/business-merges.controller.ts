import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { Caller } from '../../shared/identity/caller';
import { BusinessMergesService } from './business-merges.service';

@Controller()
export class BusinessMergesController {
  constructor(@Inject(BusinessMergesService) private readonly merges: BusinessMergesService) {}

  @Endpoint('mergeBusiness')
  merge(@Input() { params, body }: EndpointInput<'mergeBusiness'>, @Caller() caller: Caller) {
    return this.merges.merge(params.id, body, caller);
  }

  @Endpoint('undoBusinessMerge')
  undo(@Input() { params }: EndpointInput<'undoBusinessMerge'>, @Caller() caller: Caller) {
    return this.merges.undo(params.id, caller);
  }
}
