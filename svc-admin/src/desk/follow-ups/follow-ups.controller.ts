import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { Caller } from '../../shared/identity/caller';
import { FollowUpsService } from './follow-ups.service';

@Controller()
export class FollowUpsController {
  constructor(@Inject(FollowUpsService) private readonly followUps: FollowUpsService) {}

  @Endpoint('staffDirectory')
  staff() {
    return this.followUps.staffDirectory();
  }

  @Endpoint('setFollowUp')
  set(@Input() { params, body }: EndpointInput<'setFollowUp'>, @Caller() caller: Caller) {
    return this.followUps.set(params.id, body, caller);
  }

  @Endpoint('addBusinessNote')
  addNote(@Input() { params, body }: EndpointInput<'addBusinessNote'>, @Caller() caller: Caller) {
    return this.followUps.addNote(params.id, body, caller);
  }
}
