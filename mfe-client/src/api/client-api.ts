import {
  ClientDashboardResponse,
  ClientLoginResponse,
  ClientLogoutResponse,
  ClientSignupResponse,
  ClientPreferencesResponse,
  ClientStatusResponse,
  Endpoints,
  NotificationsReadResponse,
  ResumeRequestResponse,
  type ClientLoginRequest,
  type ClientPreferencesRequest,
  type ClientSignupRequest,
} from '@biz/contracts';
import { callEndpoint } from '@biz/ui-kit';

/** SPEC §9: the client status is cached for 5 minutes. */
export const CLIENT_STATUS_STALE_MS = 5 * 60_000;
export const clientStatusKey = [Endpoints.clientStatus.path];
export const clientDashboardKey = [Endpoints.clientDashboard.path];

export const fetchClientStatus = () => callEndpoint('clientStatus', ClientStatusResponse);
export const fetchClientDashboard = () => callEndpoint('clientDashboard', ClientDashboardResponse);
export const clientLogin = (body: ClientLoginRequest) => callEndpoint('clientLogin', ClientLoginResponse, { body });
export const clientSignup = (body: ClientSignupRequest) => callEndpoint('clientSignup', ClientSignupResponse, { body });
export const clientLogout = () => callEndpoint('clientLogout', ClientLogoutResponse, { body: {} });
export const markNotificationRead = (id: string) => callEndpoint('markNotificationRead', NotificationsReadResponse, { params: { id }, body: {} });
export const markAllNotificationsRead = () => callEndpoint('markAllNotificationsRead', NotificationsReadResponse, { body: {} });
export const updateClientPreferences = (body: ClientPreferencesRequest) => callEndpoint('updateClientPreferences', ClientPreferencesResponse, { body });
export const requestResume = (id: string) => callEndpoint('requestResume', ResumeRequestResponse, { params: { id }, body: {} });
