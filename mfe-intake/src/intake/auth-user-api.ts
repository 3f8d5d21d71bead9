import { type AuthUserResponse, PublicEndpoints } from '@biz/contracts';
import { getQueryFn } from '@biz/ui-kit/query';
import type { QueryFunctionContext } from '@tanstack/react-query';

/** The signed-in check of the landing step (SPEC §7: GET /api/auth/user, a 401 read as nobody, never retried). */
export const authUserQuery = {
  queryKey: [PublicEndpoints.authUser.path],
  queryFn: getQueryFn<AuthUserResponse>({ on401: 'returnNull' }),
  retry: false,
} as const;

/** The same call outside react-query: the user, or null without a session. */
export const fetchAuthUser = async (): Promise<AuthUserResponse | null> => authUserQuery.queryFn({ queryKey: authUserQuery.queryKey } as unknown as QueryFunctionContext);
