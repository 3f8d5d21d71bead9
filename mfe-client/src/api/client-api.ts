import { ClientDashboardResponse, ClientLoginResponse, ClientLogoutResponse, ClientSignupResponse, ClientPreferencesResponse, ClientResourcesResponse, ClientStatusResponse, NotificationsReadResponse, PasswordResetConfirmResponse, PasswordResetResponse, VerifyEmailResponse, type VerifyEmailRequest, DeclineVerificationResponse, UndoEmailChangeResponse, ResendVerificationResponse, ChangePasswordResponse, ChangeEmailResponse, EndOtherSessionsResponse, type ChangeEmailRequest, type ChangePasswordRequest, ResumeRequestResponse, SupportTicketResponse, SupportTicketsResponse, type ClientLoginRequest, type ClientPreferencesRequest, type PasswordResetConfirmRequest, type ClientSignupRequest, type SupportTicketRequest, type TicketMessageRequest, ToastMessage, type ToastText, speakFieldErrorsInWords, ClientEndpoints, PublicEndpoints } from '@biz/contracts';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint, downloadFile } from './endpoint-calls';

// Every form of this remote shows its field errors in words (contracts' error map; see speakFieldErrorsInWords).
speakFieldErrorsInWords();

/** SPEC §9: the client status is cached for 5 minutes. */
export const CLIENT_STATUS_STALE_MS = 5 * 60_000;
export const clientStatusKey = [PublicEndpoints.clientStatus.path];
export const clientDashboardKey = [ClientEndpoints.clientDashboard.path];
export const supportTicketsKey = [ClientEndpoints.listSupportTickets.path];
export const clientResourcesKey = [ClientEndpoints.clientResources.path];

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
export const answerSupportTicket = (id: string, body: TicketMessageRequest) => callEndpoint('answerSupportTicket', SupportTicketResponse, { params: { id }, body });
export const requestPasswordReset = (email: string) => callEndpoint('requestPasswordReset', PasswordResetResponse, { body: { email } });
export const confirmPasswordReset = (body: PasswordResetConfirmRequest) => callEndpoint('confirmPasswordReset', PasswordResetConfirmResponse, { body });
export const fetchClientResources = () => callEndpoint('clientResources', ClientResourcesResponse);
export const verifyEmail = (body: VerifyEmailRequest) => callEndpoint('verifyEmail', VerifyEmailResponse, { body });
export const declineVerification = (token: string) => callEndpoint('declineVerification', DeclineVerificationResponse, { body: { token } });
export const undoEmailChange = (token: string) => callEndpoint('undoEmailChange', UndoEmailChangeResponse, { body: { token } });
export const resendVerification = () => callEndpoint('resendVerification', ResendVerificationResponse, { body: {} });
export const changeClientPassword = (body: ChangePasswordRequest) => callEndpoint('changeClientPassword', ChangePasswordResponse, { body });
export const changeClientEmail = (body: ChangeEmailRequest) => callEndpoint('changeClientEmail', ChangeEmailResponse, { body });
export const endOtherClientSessions = () => callEndpoint('endOtherClientSessions', EndOtherSessionsResponse, { body: {} });

// Writes (STYLE "A remote"): one hook per call, with its busy state, the failure toast and the queries it changes.

/** A failure toast worded with the server's message when it gives one. */
export const withServerMessage = (toast: ToastText & { description: string }) => (error: Error) => ({ ...toast, description: apiErrorOf(error).message ?? toast.description });

/** A sign-in or a sign-up: the session is then known without asking the server again. */
function useSignIn<T>(mutationFn: (body: T) => Promise<{ message: string }>, failure: (error: Error) => ToastText) {
  const queryClient = useQueryClient();
  return useEndpointMutation({ mutationFn, failure, onSuccess: () => void queryClient.setQueryData(clientStatusKey, { authenticated: true }) });
}

/** SPEC §8: the server's message, else 'Invalid email or password'; no answer at all: 'Something went wrong'. */
export const useClientLogin = () =>
  useSignIn(clientLogin, (error) => (apiErrorOf(error).status === 0 ? ToastMessage.clientLoginError : withServerMessage(ToastMessage.clientLoginFailed)(error)));
/**
 * SPEC §8: the server's message, else 'Failed to create account'. The answer is the same whether or not the
 * email had an account, and no session starts: the emailed link confirms the address.
 */
export const useClientSignup = () => useEndpointMutation({ mutationFn: clientSignup, failure: withServerMessage(ToastMessage.clientSignupFailed) });
/** No toast: logging out ends on the sign-in whatever the server said (SPEC §4). */
export const useClientLogoutCall = () => useEndpointMutation({ mutationFn: clientLogout });
export const useRequestPasswordReset = () => useEndpointMutation({ mutationFn: requestPasswordReset, failure: withServerMessage(ToastMessage.passwordResetFailed) });
export const useConfirmPasswordReset = () => useEndpointMutation({ mutationFn: confirmPasswordReset, failure: withServerMessage(ToastMessage.passwordResetFailed) });
/** No toast: the confirmation page says what happened. A confirmation by password signs this browser in. */
export const useVerifyEmail = () => useEndpointMutation({ mutationFn: verifyEmail, invalidates: [clientDashboardKey, clientStatusKey] });
export const useDeclineVerification = () => useEndpointMutation({ mutationFn: declineVerification });
export const useUndoEmailChange = () => useEndpointMutation({ mutationFn: undoEmailChange, invalidates: [clientDashboardKey, clientStatusKey] });
export const useResendVerification = () => useEndpointMutation({ mutationFn: resendVerification, failure: withServerMessage(ToastMessage.emailConfirmationFailed) });
export const useChangeClientPassword = () => useEndpointMutation({ mutationFn: changeClientPassword, failure: withServerMessage(ToastMessage.accountChangeFailed) });
export const useChangeClientEmail = () => useEndpointMutation({ mutationFn: changeClientEmail, failure: withServerMessage(ToastMessage.accountChangeFailed), invalidates: [clientDashboardKey] });
export const useEndOtherClientSessions = () => useEndpointMutation({ mutationFn: endOtherClientSessions, failure: ToastMessage.accountChangeFailed });
export const useCreateSupportTicket = () => useEndpointMutation({ mutationFn: createSupportTicket, failure: ToastMessage.ticketFailed, invalidates: [supportTicketsKey] });
export const useAnswerSupportTicket = () =>
  useEndpointMutation({ mutationFn: ({ id, answer }: { id: string; answer: TicketMessageRequest }) => answerSupportTicket(id, answer), failure: ToastMessage.ticketMessageFailed, invalidates: [supportTicketsKey], concurrent: true });

// The dashboard's changes: each is read back from the dashboard.
export const useMarkNotificationRead = () =>
  useEndpointMutation({ mutationFn: (id?: string) => (id ? markNotificationRead(id) : markAllNotificationsRead()), failure: ToastMessage.clientChangeFailed, invalidates: [clientDashboardKey], concurrent: true });
export const useUpdateClientPreferences = () =>
  useEndpointMutation({ mutationFn: updateClientPreferences, failure: ToastMessage.clientChangeFailed, invalidates: [clientDashboardKey], concurrent: true });
export const useRequestResume = () => useEndpointMutation({ mutationFn: requestResume, failure: ToastMessage.resumeRequestFailed, invalidates: [clientDashboardKey], concurrent: true });

const savingsReports = {
  savingsReportCsv: { fileName: 'savings-report.csv', failure: ToastMessage.exportDownloadFailed },
  savingsReportPdf: { fileName: 'savings-report.pdf', failure: ToastMessage.pdfDownloadFailed },
} as const;
/** The savings as a file: the endpoint's answer saved under the name it gives. */
export const useDownloadSavingsReport = () =>
  useEndpointMutation({
    mutationFn: (name: keyof typeof savingsReports) => downloadFile(name, {}, savingsReports[name].fileName),
    failure: (_error, name) => savingsReports[name].failure,
    concurrent: true,
  });
