import { AdminLoginResponse, AdminLogoutResponse, AdminStatusResponse, ToastMessage, speakFieldErrorsInWords, type StaffRole, StaffEndpoints } from '@biz/contracts';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { getQueryFn, useEndpointMutation } from '@biz/ui-kit/query';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './endpoint-calls';

// The session's calls, which every page of the desk makes (the sign-in page too): none of the desk's own
// schemas, so the sign-in page loads none. The desk's first screen is in admin-api.ts; a feature's calls
// live beside it (calls/calls-api.ts, orders/orders-api.ts...) and load with its code.

// Every form of this remote shows its field errors in words (contracts' error map; see speakFieldErrorsInWords):
// every page imports this module, so it runs before any form validates.
speakFieldErrorsInWords();

/** The query key of the admin status (SPEC §7: 401 means "not an admin", read as null). */
export const adminStatusKey = [StaffEndpoints.adminStatus.path];
export const fetchAdminStatus = getQueryFn<AdminStatusResponse>({ on401: 'returnNull' });

/** The signed-in admin's role (an owner also manages the team and billing), from the status answer; undefined while asking or signed out. */
export function useAdminRole(): StaffRole | undefined {
  return useQuery({ queryKey: adminStatusKey, queryFn: fetchAdminStatus }).data?.role;
}

export const adminLogin = (password: string) => callEndpoint('adminLogin', AdminLoginResponse, { body: { password } });
export const adminLogout = () => callEndpoint('adminLogout', AdminLogoutResponse, { body: {} });

/** Too many attempts: the server says when to try again; anything else reads as the spec's wrong password. */
function adminLoginFailure(error: Error) {
  const { status, message } = apiErrorOf(error);
  return status === 429 && message ? { ...ToastMessage.adminLoginFailed, description: message } : ToastMessage.adminLoginFailed;
}

export const useAdminLogin = () => useEndpointMutation({ mutationFn: adminLogin, failure: adminLoginFailure, invalidates: [adminStatusKey] });
export const useAdminLogout = () => useEndpointMutation({ mutationFn: adminLogout, failure: ToastMessage.adminLogoutFailed });
