import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { Caller } from '../caller';
import { StaffInvitesService } from './staff-invites.service';
import { StaffTeamService } from './staff-team.service';

/** The owners' team screen (audience `owner`: a staff member is refused by the declaration). */
@Controller()
export class StaffTeamController {
  constructor(
    @Inject(StaffTeamService) private readonly team: StaffTeamService,
    @Inject(StaffInvitesService) private readonly invites: StaffInvitesService,
  ) {}

  @Endpoint('team')
  list() {
    return this.team.team();
  }

  @Endpoint('inviteStaff')
  invite(@Input() { body }: EndpointInput<'inviteStaff'>, @Caller() caller: Caller) {
    return this.invites.invite(body, caller);
  }

  @Endpoint('withdrawStaffInvite')
  withdraw(@Input() { params }: EndpointInput<'withdrawStaffInvite'>, @Caller() caller: Caller) {
    return this.invites.withdraw(params.id, caller);
  }

  @Endpoint('removeStaffMember')
  remove(@Input() { params }: EndpointInput<'removeStaffMember'>, @Caller() caller: Caller) {
    return this.team.remove(params.id, caller);
  }
}
