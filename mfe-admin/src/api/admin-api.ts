import {
  AdminDashboardResponse,
  AdminLoginResponse,
  AdminLogoutResponse,
  AdminStatusResponse,
  Endpoints,
  type AdminDashboardQuery,
} from '@biz/contracts';
import { callEndpoint, getQueryFn } from '@biz/ui-kit';

/** The query key of the admin status (SPEC §7: 401 means "not an admin", read as null). */
export const adminStatusKey = [Endpoints.adminStatus.path];
export const fetchAdminStatus = getQueryFn<AdminStatusResponse>({ on401: 'returnNull' });

export const adminLogin = (password: string) => callEndpoint('adminLogin', AdminLoginResponse, { body: { password } });
export const adminLogout = () => callEndpoint('adminLogout', AdminLogoutResponse, { body: {} });
export const fetchDashboard = (query: AdminDashboardQuery) => callEndpoint('adminDashboard', AdminDashboardResponse, { query });
