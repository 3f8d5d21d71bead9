import { QueryClient, type DefaultOptions, type QueryFunction } from '@tanstack/react-query';
import { throwIfResNotOk } from './api-request';

/** What a read does with a 401: most screens treat it as an error; session probes read it as "nobody". */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default read of SPEC §7: a GET on the path made of the query key, parsed as JSON, with cookies.
 * With `on401: 'returnNull'` a 401 resolves to null instead of failing.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (options.on401 === 'returnNull' && res.status === 401) {
      // The unread body is let go: a no-store answer is not read into the HTTP cache, so the browser would
      // otherwise hold the request open (and a page never becomes network-idle).
      await res.body?.cancel();
      return null;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** SPEC §9: queries never retry, never refetch on focus, never poll and never go stale; mutations never retry. */
export const queryClientDefaults: DefaultOptions = {
  queries: {
    queryFn: getQueryFn({ on401: 'throw' }),
    refetchInterval: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  },
  mutations: {
    retry: false,
  },
};

/** A QueryClient with the spec's defaults; the shell owns one, a standalone remote makes its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryClientDefaults });
}
