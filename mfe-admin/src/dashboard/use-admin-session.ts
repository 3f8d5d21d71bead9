import { ADMIN_LOGIN_PATH, ToastMessage } from '@biz/contracts';
import { toastMessage } from '@biz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { adminStatusKey, fetchAdminStatus } from '../api/session-api';

/** SPEC §4: without an admin session, 'Unauthorized Access' and the login page 1 s later. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 1000;

/** Whether this visitor is an admin: undefined while asking, then true, or false on the way to /admin-login. */
export function useAdminSession(): boolean | undefined {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const status = useQuery({ queryKey: adminStatusKey, queryFn: fetchAdminStatus });
  const isAdmin = status.isPending ? undefined : status.data?.isAdmin === true;
  useEffect(() => {
    if (isAdmin !== false) return;
    toastMessage(ToastMessage.unauthorizedAdmin);
    // The sign-in returns here (a profile an alert links to, say): see `returnPathOf`.
    const timer = setTimeout(() => {
      navigate(ADMIN_LOGIN_PATH, { state: { from: pathname + search } });
    }, UNAUTHORIZED_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isAdmin, navigate, pathname, search]);
  return isAdmin;
}

/** Where the sign-in goes next: the desk's page the visitor was sent away from (a view, a record), never anywhere else. */
export function returnPathOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && /^\/admin(?:\/[\w-]+)*\/?(?:[?#]|$)/.test(from) ? from : '/admin';
}
