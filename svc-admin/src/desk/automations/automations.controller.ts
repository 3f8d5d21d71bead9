import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { Caller } from '../../shared/identity/caller';
import { DeskAutomationsService } from './desk-automations.service';

/** The agency moves a client's automation on, issues the token its platform reports runs with, voids a mistaken report, and values the client's saved hour. */
@Controller()
export class AutomationsController {
  constructor(@Inject(DeskAutomationsService) private readonly automations: DeskAutomationsService) {}

  @Endpoint('updateAutomation')
  update(@Input() { params, body }: EndpointInput<'updateAutomation'>, @Caller() caller: Caller) {
    return this.automations.update(params.id, body, caller);
  }

  @Endpoint('issueAutomationIngestToken')
  issueToken(@Input() { params }: EndpointInput<'issueAutomationIngestToken'>, @Caller() caller: Caller) {
    return this.automations.issueIngestToken(params.id, caller);
  }

  @Endpoint('automationRunReports')
  runReports(@Input() { params }: EndpointInput<'automationRunReports'>) {
    return this.automations.runReports(params.id);
  }

  @Endpoint('voidAutomationRunReport')
  voidRunReport(@Input() { params, body }: EndpointInput<'voidAutomationRunReport'>, @Caller() caller: Caller) {
    return this.automations.voidRunReport(params.id, body, caller);
  }

  @Endpoint('setClientHourValue')
  setHourValue(@Input() { params, body }: EndpointInput<'setClientHourValue'>, @Caller() caller: Caller) {
    return this.automations.setHourValue(params.id, body.hourValueCents, caller);
  }
}
