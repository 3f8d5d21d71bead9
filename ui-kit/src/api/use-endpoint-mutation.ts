import type { ToastText } from '@biz/contracts';
import { useMutation, useQueryClient, type MutateOptions, type QueryClient, type UseMutateFunction, type QueryKey, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
// Through the package, not '../toast/…': `@biz/ui-kit/query` is bundled into each remote, and only the
// shared `@biz/ui-kit` holds the toast store the shell's Toaster shows.
import { toastMessage } from '@biz/ui-kit';

export interface EndpointMutationOptions<TData, TVariables> extends Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn' | 'onError'> {
  /** The write: one declared endpoint, called through `callEndpoint` (or `downloadFile`). */
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** SPEC §8's toast for this call's failure, or the function that words it from the error; none where the spec shows none. */
  failure?: ToastText | ((error: Error, variables: TVariables) => ToastText);
  /**
   * The queries the write changes: read again once it ends, before the caller's callbacks run. Also after
   * a failure, which may have changed some (a timeout after the server wrote), so the screen shows what is held.
   */
  invalidates?: readonly QueryKey[];
  /** Calls that may overlap (a row's action on several rows): `mutate` does not wait for the one in flight. */
  concurrent?: boolean;
}

/**
 * The react-query options of one write: the failure is the given toast (never retried: SPEC §9, the
 * QueryClient's default) and, once it ends, the queries it changes are invalidated. Split from the hook so
 * a test can run it with a MutationObserver.
 */
export function endpointMutationOptions<TData, TVariables>(queryClient: QueryClient, options: EndpointMutationOptions<TData, TVariables>): UseMutationOptions<TData, Error, TVariables> {
  const { failure, invalidates = [], onSettled, concurrent: _concurrent, ...rest } = options;
  return {
    ...rest,
    onSettled: async (...args) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSettled?.(...args);
    },
    onError: (error, variables) => {
      if (failure) toastMessage(typeof failure === 'function' ? failure(error, variables) : failure);
    },
  };
}

/**
 * A front-end write (STYLE "A remote"): `useMutation` with the busy state (`isPending`), the failure toast
 * and the cache invalidation in one place. Unless `concurrent`, `mutate` while a call of this hook is in
 * flight is ignored, so a double click sends once even before the re-render disables the button.
 */
export function useEndpointMutation<TData, TVariables = void>(options: EndpointMutationOptions<TData, TVariables>): UseMutationResult<TData, Error, TVariables> {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation(endpointMutationOptions(queryClient, options));
  const send = mutation.mutate as (variables: TVariables, callbacks: MutateOptions<TData, Error, TVariables>) => void;
  const mutate = useCallback<UseMutateFunction<TData, Error, TVariables>>(
    (...[variables, callbacks]) => {
      if (inFlight.current && !options.concurrent) return;
      inFlight.current = true;
      send(variables as TVariables, {
        ...callbacks,
        onSettled: (...args) => {
          inFlight.current = false;
          return callbacks?.onSettled?.(...args);
        },
      });
    },
    [send, options.concurrent],
  );
  return { ...mutation, mutate };
}
