import type { Automation, HourValue, AutomationIngestTokenResponse, AutomationRunReportsResponse, AutomationStatus, RunReportEntry, UpdateAutomationRequest, VoidRunReportRequest } from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { PortalFacade } from '../../portal/portal-facade';
import type { Caller } from '../../shared/identity/caller';
import { PipelineService, type Happening } from '../pipeline/pipeline.service';

/** What an automation's new status says of its business: being delivered, or live. */
const happeningOf: Partial<Record<AutomationStatus, Happening>> = { in_progress: 'automation-in-progress', testing: 'automation-in-progress', live: 'automation-live' };

/** The agency moves a client's automation on (the portal's, through its facade); its business moves with it. */
@Injectable()
export class DeskAutomationsService {
  constructor(
    @Inject(PortalFacade) private readonly portal: PortalFacade,
    @Inject(PipelineService) private readonly pipeline: PipelineService,
  ) {}

  async update(id: string, changes: UpdateAutomationRequest, caller: Caller): Promise<Automation> {
    const automation = await this.portal.updateAutomation(id, changes, caller);
    const happening = changes.status ? happeningOf[automation.status] : undefined;
    const submissionId = happening ? await this.portal.submissionOfAutomation(id) : null;
    if (happening && submissionId) await this.pipeline.willHappen(submissionId, happening, `${id}-${automation.status}`);
    return automation;
  }

  issueIngestToken(id: string, caller: Caller): Promise<AutomationIngestTokenResponse> {
    return this.portal.issueIngestToken(id, caller);
  }

  runReports(id: string): Promise<AutomationRunReportsResponse> {
    return this.portal.runReports(id);
  }

  voidRunReport(id: string, request: VoidRunReportRequest, caller: Caller): Promise<RunReportEntry> {
    return this.portal.voidRunReport(id, request, caller);
  }

  setHourValue(accountId: string, hourValueCents: number | null, caller: Caller): Promise<HourValue> {
    return this.portal.setHourValue(accountId, hourValueCents, caller);
  }
}
