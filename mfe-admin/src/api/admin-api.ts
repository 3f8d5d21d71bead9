import {
  AdminDashboardResponse,
  AdminLoginResponse,
  AdminLogoutResponse,
  AdminStatusResponse,
  Endpoints,
  MyDayResponse,
  planPdfFileName,
  SUBMISSIONS_CSV_FILE_NAME,
  ToastMessage,
  type AdminDashboardQuery,
  type MyDayQuery,
  type StaffRole,
  type Submission,
  type SubmissionsExportQuery,
  speakFieldErrorsInWords,
} from '@biz/contracts';
import { callEndpoint, downloadFile } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { getQueryFn, useEndpointMutation } from '@biz/ui-kit/query';
import { queryOptions, useQuery } from '@tanstack/react-query';

// The calls every screen of the desk needs first: the session, the desk's figures and table, and "My day".
// A feature's own calls live beside it (calls/calls-api.ts, orders/orders-api.ts...), so that its schemas
// load with its code, when it is first shown.

// Every form of this remote shows its field errors in words (contracts' error map; see speakFieldErrorsInWords):
// every page imports this module, so it runs before any form validates.
speakFieldErrorsInWords();

/** The query key of the admin status (SPEC §7: 401 means "not an admin", read as null). */
export const adminStatusKey = [Endpoints.adminStatus.path];
export const fetchAdminStatus = getQueryFn<AdminStatusResponse>({ on401: 'returnNull' });

/** The signed-in admin's role (an owner also manages the team and billing), from the status answer; undefined while asking or signed out. */
export function useAdminRole(): StaffRole | undefined {
  return useQuery({ queryKey: adminStatusKey, queryFn: fetchAdminStatus }).data?.role;
}

export const adminLogin = (password: string) => callEndpoint('adminLogin', AdminLoginResponse, { body: { password } });
export const adminLogout = () => callEndpoint('adminLogout', AdminLogoutResponse, { body: {} });
export const fetchDashboard = (query: AdminDashboardQuery) => callEndpoint('adminDashboard', AdminDashboardResponse, { query });
export const fetchMyDay = (query: MyDayQuery) => callEndpoint('myDay', MyDayResponse, { query });
/** "My day" of one scope: the panel reads it, and the desk waits for the first one (see AdminDashboardPage). */
export const myDayQuery = (scope: MyDayResponse['scope']) => queryOptions({ queryKey: ['my-day', scope], queryFn: () => fetchMyDay({ scope }) });

// Writes (STYLE "A remote"): one hook per call, with its busy state, SPEC §8's failure toast and the
// queries it changes. A business's profile shows its emails, calls and automations: those writes read it again.
export const profileQueries = [['client-profile']];
/** The server's reason (the guarantee ended, refunded already, not the owner) is the toast's. */
export const failureSaying = (title: string) => (error: Error) => ({ title, description: apiErrorOf(error).message || 'Please try again.', destructive: true });

/** Too many attempts: the server says when to try again; anything else reads as the spec's wrong password. */
function adminLoginFailure(error: Error) {
  const { status, message } = apiErrorOf(error);
  return status === 429 && message ? { ...ToastMessage.adminLoginFailed, description: message } : ToastMessage.adminLoginFailed;
}

export const useAdminLogin = () => useEndpointMutation({ mutationFn: adminLogin, failure: adminLoginFailure, invalidates: [adminStatusKey] });
export const useAdminLogout = () => useEndpointMutation({ mutationFn: adminLogout, failure: ToastMessage.adminLogoutFailed });

// Downloads: files fetched (not followed as links) so a failure is the spec's toast.
export const useDownloadPlanPdf = () =>
  useEndpointMutation({
    mutationFn: ({ id, businessName }: Pick<Submission, 'id' | 'businessName'>) => downloadFile('planPdf', { params: { id } }, planPdfFileName(businessName)),
    failure: ToastMessage.pdfDownloadFailed,
    concurrent: true,
  });
export const useExportSubmissions = () =>
  useEndpointMutation({ mutationFn: (query: SubmissionsExportQuery) => downloadFile('exportSubmissions', { query }, SUBMISSIONS_CSV_FILE_NAME), failure: ToastMessage.exportDownloadFailed });
