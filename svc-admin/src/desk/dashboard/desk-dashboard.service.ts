import type { AdminDashboardQuery, AdminDashboardResponse, PipelineByKind } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PortalFacade } from '../../portal/portal-facade';
import { BILLING, INTAKE } from '../../shared/contexts/context-clients.module';
import { PipelineService } from '../pipeline/pipeline.service';
import { ProposalsService } from '../proposals/proposals.service';

/**
 * The desk's table: the four figures and one page of businesses (svc-intake's), each with its stage (one query
 * for the page); the support inbox's figures (the portal's); and the Pipeline Value by kind (decisions 064, 066).
 */
@Injectable()
export class DeskDashboardService {
  private readonly log = new Logger(DeskDashboardService.name);

  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(BILLING) private readonly billing: InternalClient,
    @Inject(PipelineService) private readonly pipeline: PipelineService,
    @Inject(PortalFacade) private readonly portal: PortalFacade,
    @Inject(ProposalsService) private readonly proposals: ProposalsService,
  ) {}

  async dashboard(query: AdminDashboardQuery, requestId: string): Promise<AdminDashboardResponse> {
    const [stats, page, support, sprints, subscriptionsYear, proposals] = await Promise.all([
      this.intake.call('dashboardStats', {}, { requestId }),
      this.intake.call('listSubmissions', { query }, { requestId }),
      this.portal.supportStats(),
      this.portal.paidSprintsValue(),
      this.subscriptionsYear(requestId),
      this.proposals.acceptedValue(),
    ]);
    const pipeline: PipelineByKind = { sprints, subscriptionsYear, proposals, proposed: stats.pipelineValue };
    const states = await this.pipeline.statesOf(page.submissions.map((row) => row.businessId));
    return {
      stats: { ...stats, pipelineValue: sprints + (subscriptionsYear ?? 0) + proposals },
      ...page,
      submissions: page.submissions.map((row) => ({ ...row, stage: states.get(row.businessId)?.stage ?? 'new' })),
      support,
      pipeline,
    };
  }

  /** A year of the monthly recurring revenue; null when billing does not answer: the rest of the desk still opens. */
  private async subscriptionsYear(requestId: string): Promise<number | null> {
    try {
      return 12 * (await this.billing.call('subscriptionSummary', {}, { requestId })).mrrCents;
    } catch (err) {
      this.log.warn(`the pipeline's subscriptions are not known: billing did not answer (${String(err)})`);
      return null;
    }
  }
}
