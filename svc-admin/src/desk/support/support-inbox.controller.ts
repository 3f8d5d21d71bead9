import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { PortalFacade } from '../../portal/portal-facade';
import { Caller } from '../../shared/identity/caller';

/** The desk's Support tab: the clients' tickets are the portal's, reached through its facade. */
@Controller()
export class SupportInboxController {
  constructor(@Inject(PortalFacade) private readonly portal: PortalFacade) {}

  @Endpoint('deskTickets')
  list(@Input() { query }: EndpointInput<'deskTickets'>) {
    return this.portal.supportTickets(query);
  }

  @Endpoint('deskTicket')
  one(@Input() { params }: EndpointInput<'deskTicket'>) {
    return this.portal.supportTicket(params.id);
  }

  @Endpoint('replyToTicket')
  reply(@Input() { params, body }: EndpointInput<'replyToTicket'>, @Caller() caller: Caller) {
    return this.portal.replyToTicket(params.id, body, caller);
  }

  @Endpoint('setTicketStatus')
  setStatus(@Input() { params, body }: EndpointInput<'setTicketStatus'>, @Caller() caller: Caller) {
    return this.portal.setTicketStatus(params.id, body, caller);
  }
}
