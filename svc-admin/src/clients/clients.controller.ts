import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../identity/caller';
import { ClientsService } from './clients.service';

@Controller()
export class ClientsController {
  constructor(@Inject(ClientsService) private readonly clients: ClientsService) {}

  @Endpoint('clientProfile')
  profile(@Input() { params }: EndpointInput<'clientProfile'>, @Req() request: FastifyRequest) {
    return this.clients.profile(params.id, callerOf(request));
  }

  @Endpoint('deleteClient')
  async delete(@Input() { params }: EndpointInput<'deleteClient'>, @Req() request: FastifyRequest) {
    await this.clients.delete(params.id, callerOf(request));
    return { success: true };
  }
}
