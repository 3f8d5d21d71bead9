import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Headers, Inject } from '@nestjs/common';
import { Caller } from '../../shared/identity/caller';
import { AutomationRunsService } from './automation-runs.service';

/** The agency's automation platform reports runs; its bearer token is its credential (not a session). */
@Controller()
export class AutomationRunsController {
  constructor(@Inject(AutomationRunsService) private readonly runs: AutomationRunsService) {}

  @Endpoint('reportAutomationRuns')
  report(@Input() { params, body }: EndpointInput<'reportAutomationRuns'>, @Headers('authorization') authorization: string | undefined, @Caller() caller: Caller) {
    return this.runs.report(params.id, authorization, body, caller.address);
  }
}
