import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { Caller } from '../../shared/identity/caller';
import { CallsService } from './calls.service';

@Controller()
export class CallsController {
  constructor(@Inject(CallsService) private readonly calls: CallsService) {}

  @Endpoint('deskCalls')
  agencyCalls(@Caller() caller: Caller) {
    return this.calls.agencyCalls(caller.requestId);
  }

  @Endpoint('callOptions')
  options() {
    return this.calls.options();
  }

  @Endpoint('generateMeetingLink')
  meetingLink(@Input() _input: EndpointInput<'generateMeetingLink'>) {
    return this.calls.meetingLink();
  }

  @Endpoint('scheduleCall')
  schedule(@Input() { body }: EndpointInput<'scheduleCall'>, @Caller() caller: Caller) {
    return this.calls.schedule(body, caller);
  }

  @Endpoint('rescheduleCall')
  reschedule(@Input() { params, body }: EndpointInput<'rescheduleCall'>, @Caller() caller: Caller) {
    return this.calls.reschedule(params.id, body, caller);
  }

  @Endpoint('cancelCall')
  cancel(@Input() { params }: EndpointInput<'cancelCall'>, @Caller() caller: Caller) {
    return this.calls.cancel(params.id, caller);
  }
}
