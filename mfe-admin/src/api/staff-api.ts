import { AcceptInviteResponse, ChangeStaffPasswordResponse, InviteStaffResponse, RemoveStaffMemberResponse, StaffLoginResponse, StaffLoginVerifyResponse, StartEnrolmentResponse, TeamResponse, WithdrawStaffInviteResponse, type AcceptInviteRequest, type ChangeStaffPasswordRequest, type InviteStaffRequest, type StaffLoginRequest, type StaffLoginVerifyRequest } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { callEndpoint } from './endpoint-calls';
import { adminStatusKey } from './session-api';
import { failureSaying } from './write-helpers';

/** The team's calls: a staff member's two-step sign-in, joining by invitation, their own password, and the owners' team screen. */
export const staffLogin = (body: StaffLoginRequest) => callEndpoint('staffLogin', StaffLoginResponse, { body });
export const staffLoginVerify = (body: StaffLoginVerifyRequest) => callEndpoint('staffLoginVerify', StaffLoginVerifyResponse, { body });
export const startStaffEnrolment = (token: string) => callEndpoint('startStaffEnrolment', StartEnrolmentResponse, { body: { token } });
export const acceptStaffInvite = (body: AcceptInviteRequest) => callEndpoint('acceptStaffInvite', AcceptInviteResponse, { body });
export const changeStaffPassword = (body: ChangeStaffPasswordRequest) => callEndpoint('changeStaffPassword', ChangeStaffPasswordResponse, { body });
export const fetchTeam = () => callEndpoint('team', TeamResponse);
export const inviteStaff = (body: InviteStaffRequest) => callEndpoint('inviteStaff', InviteStaffResponse, { body });
export const withdrawStaffInvite = (id: string) => callEndpoint('withdrawStaffInvite', WithdrawStaffInviteResponse, { params: { id } });
export const removeStaffMember = (id: string) => callEndpoint('removeStaffMember', RemoveStaffMemberResponse, { params: { id } });

export const teamKey = ['admin-team'];

/** The server's own words (a wrong code, a used link, an email already on the team), under the toast's title. */

export const useStaffLogin = () => useEndpointMutation({ mutationFn: staffLogin, failure: failureSaying('Login Failed') });
export const useStaffLoginVerify = () => useEndpointMutation({ mutationFn: staffLoginVerify, failure: failureSaying('Login Failed'), invalidates: [adminStatusKey] });
export const useStartStaffEnrolment = () => useEndpointMutation({ mutationFn: startStaffEnrolment, failure: failureSaying('Invitation Failed') });
export const useAcceptStaffInvite = () => useEndpointMutation({ mutationFn: acceptStaffInvite, failure: failureSaying('Invitation Failed'), invalidates: [adminStatusKey] });
export const useChangeStaffPassword = () => useEndpointMutation({ mutationFn: changeStaffPassword, failure: failureSaying('Password Not Changed') });
export const useInviteStaff = () => useEndpointMutation({ mutationFn: inviteStaff, failure: failureSaying('Invite Failed'), invalidates: [teamKey] });
export const useWithdrawStaffInvite = () => useEndpointMutation({ mutationFn: withdrawStaffInvite, failure: failureSaying('Withdrawal Failed'), invalidates: [teamKey] });
export const useRemoveStaffMember = () => useEndpointMutation({ mutationFn: removeStaffMember, failure: failureSaying('Removal Failed'), invalidates: [teamKey] });
