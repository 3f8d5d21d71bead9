import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { PortalFacade } from '../../portal/portal-facade';
import { Caller } from '../../shared/identity/caller';

/** The agency moves a client's automation on; the automations are the portal's, reached through its facade. */
@Controller()
export class AutomationsController {
  constructor(@Inject(PortalFacade) private readonly portal: PortalFacade) {}

  @Endpoint('updateAutomation')
  update(@Input() { params, body }: EndpointInput<'updateAutomation'>, @Caller() caller: Caller) {
    return this.portal.updateAutomation(params.id, body, caller);
  }
}
