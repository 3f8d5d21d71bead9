import {
  ClientDashboardResponse,
  ClientLoginResponse,
  ClientLogoutResponse,
  ClientSignupResponse,
  ClientPreferencesResponse,
  ClientResourcesResponse,
  ClientStatusResponse,
  Endpoints,
  NotificationsReadResponse,
  PasswordResetConfirmResponse,
  PasswordResetResponse,
  ResumeRequestResponse,
  SupportTicketResponse,
  SupportTicketsResponse,
  type ClientLoginRequest,
  type ClientPreferencesRequest,
  type PasswordResetConfirmRequest,
  type ClientSignupRequest,
  type SupportTicketRequest,
} from '@biz/contracts';
import { callEndpoint } from '@biz/ui-kit';

/** SPEC §9: the client status is cached for 5 minutes. */
export const CLIENT_STATUS_STALE_MS = 5 * 60_000;
export const clientStatusKey = [Endpoints.clientStatus.path];
export const clientDashboardKey = [Endpoints.clientDashboard.path];
export const supportTicketsKey = [Endpoints.listSupportTickets.path];
export const clientResourcesKey = [Endpoints.clientResources.path];

export const fetchClientStatus = () => callEndpoint('clientStatus', ClientStatusResponse);
export const fetchClientDashboard = () => callEndpoint('clientDashboard', ClientDashboardResponse);
export const clientLogin = (body: ClientLoginRequest) => callEndpoint('clientLogin', ClientLoginResponse, { body });
export const clientSignup = (body: ClientSignupRequest) => callEndpoint('clientSignup', ClientSignupResponse, { body });
export const clientLogout = () => callEndpoint('clientLogout', ClientLogoutResponse, { body: {} });
export const markNotificationRead = (id: string) => callEndpoint('markNotificationRead', NotificationsReadResponse, { params: { id }, body: {} });
export const markAllNotificationsRead = () => callEndpoint('markAllNotificationsRead', NotificationsReadResponse, { body: {} });
export const updateClientPreferences = (body: ClientPreferencesRequest) => callEndpoint('updateClientPreferences', ClientPreferencesResponse, { body });
export const requestResume = (id: string) => callEndpoint('requestResume', ResumeRequestResponse, { params: { id }, body: {} });
export const fetchSupportTickets = () => callEndpoint('listSupportTickets', SupportTicketsResponse);
export const createSupportTicket = (body: SupportTicketRequest) => callEndpoint('createSupportTicket', SupportTicketResponse, { body });
export const requestPasswordReset = (email: string) => callEndpoint('requestPasswordReset', PasswordResetResponse, { body: { email } });
export const confirmPasswordReset = (body: PasswordResetConfirmRequest) => callEndpoint('confirmPasswordReset', PasswordResetConfirmResponse, { body });
export const fetchClientResources = () => callEndpoint('clientResources', ClientResourcesResponse);
