import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../identity/caller';
import { AutomationDeliveryService } from './automation-delivery.service';

@Controller()
export class AutomationsController {
  constructor(@Inject(AutomationDeliveryService) private readonly delivery: AutomationDeliveryService) {}

  @Endpoint('updateAutomation')
  update(@Input() { params, body }: EndpointInput<'updateAutomation'>, @Req() request: FastifyRequest) {
    return this.delivery.update(params.id, body, callerOf(request));
  }
}
