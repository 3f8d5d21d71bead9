import { MY_DAY_LIST_MAX, NO_FOLLOW_UP, type DeskBusinessRow, type MyDayBusiness, type MyDayResponse } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { PortalFacade } from '../../portal/portal-facade';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { AGENCY_CLOCK, todayIn, type AgencyClock } from '../../shared/agency-clock/agency-clock';
import { instantOf } from '../calls/call-times';
import { FollowUpsRepository } from '../follow-ups/follow-ups.repository';
import { PipelineService } from '../pipeline/pipeline.service';
import { dayBefore, type Whose } from './whose-day';

/**
 * "My day": the businesses whose next open task is due today or overdue (the caller's own, or the team's), the
 * businesses that submitted since yesterday began and are still New (one moved on, to Lost or Live, is not new)
 * and the tickets waiting on the agency (everyone's: anyone may take them).
 * One call per context: the due steps and the stages (the desk's), the businesses (svc-intake's list and
 * lookup), the tickets (the portal's).
 */
@Injectable()
export class MyDayService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(FollowUpsRepository) private readonly followUps: FollowUpsRepository,
    @Inject(PipelineService) private readonly pipeline: PipelineService,
    @Inject(PortalFacade) private readonly portal: PortalFacade,
    @Inject(AGENCY_CLOCK) private readonly clock: AgencyClock,
  ) {}

  async myDay(whose: Whose, requestId?: string): Promise<MyDayResponse> {
    const { timeZone } = this.clock;
    const today = todayIn(timeZone, this.clock.now());
    const since = instantOf(dayBefore(today), '00:00', timeZone).toISOString();
    const [due, fresh, tickets] = await Promise.all([
      this.followUps.due(today, whose.scope === 'mine' ? whose.staffAccountId : null, MY_DAY_LIST_MAX),
      this.intake.call('listSubmissions', { query: { since, unmoved: 'true', sort: 'newest', pageSize: MY_DAY_LIST_MAX } }, { requestId }),
      this.portal.supportTickets({ status: 'open', page: 1, pageSize: MY_DAY_LIST_MAX }),
    ]);
    const dueIds = [...due.dueToday.businessIds, ...due.overdue.businessIds];
    const looked = dueIds.length ? (await this.intake.call('lookupBusinesses', { body: { ids: dueIds } }, { requestId })).businesses : [];
    const rows = new Map([...looked, ...fresh.submissions].map((row) => [row.businessId, row]));
    const ids = [...rows.keys()];
    const [states, followUps] = await Promise.all([this.pipeline.statesOf(ids), this.followUps.of(ids)]);
    const business = (row: DeskBusinessRow | Omit<DeskBusinessRow, 'stage'>): MyDayBusiness => ({
      ...row,
      stage: states.get(row.businessId)?.stage ?? 'new',
      followUp: followUps.get(row.businessId) ?? NO_FOLLOW_UP,
    });
    // A business erased since its step was set is no longer there to list.
    const listed = ({ businessIds, total }: { businessIds: string[]; total: number }) => {
      const items = businessIds.flatMap((id) => {
        const row = rows.get(id);
        return row ? [business(row)] : [];
      });
      return { items, total: total - (businessIds.length - items.length) };
    };
    return {
      scope: whose.scope,
      today,
      timeZone,
      dueToday: listed(due.dueToday),
      overdue: listed(due.overdue),
      newSinceYesterday: { items: fresh.submissions.map(business), total: fresh.total },
      ticketsWaiting: { items: tickets.tickets, total: tickets.total },
    };
  }
}
