import {
  AcceptInviteResponse,
  ChangeStaffPasswordResponse,
  InviteStaffResponse,
  RemoveStaffMemberResponse,
  StaffLoginResponse,
  StaffLoginVerifyResponse,
  StartEnrolmentResponse,
  TeamResponse,
  type AcceptInviteRequest,
  type ChangeStaffPasswordRequest,
  type InviteStaffRequest,
  type StaffLoginRequest,
  type StaffLoginVerifyRequest,
  type ToastText,
} from '@biz/contracts';
import { callEndpoint } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { adminStatusKey } from './session-api';

/** The team's calls: a staff member's two-step sign-in, joining by invitation, their own password, and the owners' team screen. */
export const staffLogin = (body: StaffLoginRequest) => callEndpoint('staffLogin', StaffLoginResponse, { body });
export const staffLoginVerify = (body: StaffLoginVerifyRequest) => callEndpoint('staffLoginVerify', StaffLoginVerifyResponse, { body });
export const startStaffEnrolment = (token: string) => callEndpoint('startStaffEnrolment', StartEnrolmentResponse, { body: { token } });
export const acceptStaffInvite = (body: AcceptInviteRequest) => callEndpoint('acceptStaffInvite', AcceptInviteResponse, { body });
export const changeStaffPassword = (body: ChangeStaffPasswordRequest) => callEndpoint('changeStaffPassword', ChangeStaffPasswordResponse, { body });
export const fetchTeam = () => callEndpoint('team', TeamResponse);
export const inviteStaff = (body: InviteStaffRequest) => callEndpoint('inviteStaff', InviteStaffResponse, { body });
export const removeStaffMember = (id: string) => callEndpoint('removeStaffMember', RemoveStaffMemberResponse, { params: { id } });

export const teamKey = ['admin-team'];

/** The server's own words (a wrong code, a used link, an email already on the team), under the toast's title. */
const failure = (title: string) => (error: Error): ToastText => ({ title, description: apiErrorOf(error).message || 'Please try again.', destructive: true });

export const useStaffLogin = () => useEndpointMutation({ mutationFn: staffLogin, failure: failure('Login Failed') });
export const useStaffLoginVerify = () => useEndpointMutation({ mutationFn: staffLoginVerify, failure: failure('Login Failed'), invalidates: [adminStatusKey] });
export const useStartStaffEnrolment = () => useEndpointMutation({ mutationFn: startStaffEnrolment, failure: failure('Invitation Failed') });
export const useAcceptStaffInvite = () => useEndpointMutation({ mutationFn: acceptStaffInvite, failure: failure('Invitation Failed'), invalidates: [adminStatusKey] });
export const useChangeStaffPassword = () => useEndpointMutation({ mutationFn: changeStaffPassword, failure: failure('Password Not Changed') });
export const useInviteStaff = () => useEndpointMutation({ mutationFn: inviteStaff, failure: failure('Invite Failed'), invalidates: [teamKey] });
export const useRemoveStaffMember = () => useEndpointMutation({ mutationFn: removeStaffMember, failure: failure('Removal Failed'), invalidates: [teamKey] });
