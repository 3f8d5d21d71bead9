import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../identity/caller';
import { CallsService } from './calls.service';

@Controller()
export class CallsController {
  constructor(@Inject(CallsService) private readonly calls: CallsService) {}

  @Endpoint('callOptions')
  options() {
    return this.calls.options();
  }

  @Endpoint('generateMeetingLink')
  meetingLink(@Input() _input: EndpointInput<'generateMeetingLink'>) {
    return this.calls.meetingLink();
  }

  @Endpoint('scheduleCall')
  schedule(@Input() { body }: EndpointInput<'scheduleCall'>, @Req() request: FastifyRequest) {
    return this.calls.schedule(body, callerOf(request));
  }

  @Endpoint('rescheduleCall')
  reschedule(@Input() { params, body }: EndpointInput<'rescheduleCall'>, @Req() request: FastifyRequest) {
    return this.calls.reschedule(params.id, body, callerOf(request));
  }

  @Endpoint('cancelCall')
  cancel(@Input() { params }: EndpointInput<'cancelCall'>, @Req() request: FastifyRequest) {
    return this.calls.cancel(params.id, callerOf(request));
  }
}
