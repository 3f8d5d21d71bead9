import { CLIENT_LOGIN_PATH } from '@biz/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CLIENT_STATUS_STALE_MS, clientStatusKey, fetchClientStatus, useClientLogoutCall } from '../api/client-api';

/** Whether this visitor has a client session: undefined while asking; without one, off to the sign-in (SPEC §4). */
export function useClientSession(): boolean | undefined {
  const navigate = useNavigate();
  const status = useQuery({ queryKey: clientStatusKey, queryFn: fetchClientStatus, staleTime: CLIENT_STATUS_STALE_MS });
  // A status that cannot be read is not a session: the sign-in page says what is wrong when it is tried.
  const authenticated = status.isPending ? undefined : status.data?.authenticated === true;
  useEffect(() => {
    if (authenticated === false) navigate(CLIENT_LOGIN_PATH, { replace: true });
  }, [authenticated, navigate]);
  return authenticated;
}

/** SPEC §4: logging out clears every cached answer and goes to the sign-in, whatever the server said. */
export function useClientLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useClientLogoutCall();
  return () =>
    logout.mutate(undefined, {
      onSettled: () => {
        queryClient.clear();
        navigate(CLIENT_LOGIN_PATH, { replace: true });
      },
    });
}
