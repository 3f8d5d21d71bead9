import type { RemoveStaffMemberResponse, TeamResponse } from '@biz/contracts';
import { SessionStore } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../../audit/audit-event.repository';
import { agencyActor, type Caller } from '../caller';
import { SingleSignOnService } from '../single-sign-on/single-sign-on.service';
import { StaffAccountRepository } from './staff-account.repository';
import { CannotRemoveYourself, StaffMemberNotFound } from './staff-errors';
import { StaffInviteRepository } from './staff-invite.repository';

/** The owners' view of the team: who is on it, who is invited, how it signs in, and removing a member (whose sessions end at once). */
@Injectable()
export class StaffTeamService {
  constructor(
    @Inject(StaffAccountRepository) private readonly accounts: StaffAccountRepository,
    @Inject(StaffInviteRepository) private readonly invites: StaffInviteRepository,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(SingleSignOnService) private readonly singleSignOn: SingleSignOnService,
  ) {}

  async team(): Promise<TeamResponse> {
    const [members, invites, singleSignOn] = await Promise.all([this.accounts.members(), this.invites.pending(), this.singleSignOn.state()]);
    return { members, invites, singleSignOn };
  }

  async remove(id: string, caller: Caller): Promise<RemoveStaffMemberResponse> {
    if (id === caller.staffAccountId) throw new CannotRemoveYourself();
    if (!(await this.accounts.remove(id))) throw new StaffMemberNotFound();
    await this.sessions.endAll(id);
    await this.audit.record({ ...agencyActor(caller), action: 'staff.removed', subjectId: id, requestId: caller.requestId, details: { address: caller.address } });
    return { success: true };
  }
}
