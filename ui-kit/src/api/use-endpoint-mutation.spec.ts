import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { toastMessage } from '../toast/toast-message';
import { createQueryClient } from './query-client';
import { endpointMutationOptions } from './use-endpoint-mutation';

// The toast store's timers would outlive the test: what is asked of it is enough here.
jest.mock('../toast/toast-message', () => ({ toastMessage: jest.fn() }));

describe('a front-end write', () => {
  const clients: QueryClient[] = [];
  const createClient = () => clients[clients.push(createQueryClient()) - 1];
  afterEach(() => {
    clients.splice(0).forEach((client) => client.clear());
    jest.mocked(toastMessage).mockClear();
  });
  const failed = { title: 'Deletion Failed', description: 'Failed to delete client. Please try again.', destructive: true };

  it('shows its failure toast once, without retrying the call', async () => {
    const queryClient = createClient();
    const call = jest.fn().mockRejectedValue(new Error('503: busy'));
    const observer = new MutationObserver(queryClient, endpointMutationOptions(queryClient, { mutationFn: call, failure: failed }));
    await expect(observer.mutate('s-1')).rejects.toThrow('503: busy');
    expect(call).toHaveBeenCalledTimes(1);
    expect(jest.mocked(toastMessage).mock.calls).toEqual([[failed]]);
  });

  it('words the toast from the error when asked to', async () => {
    const queryClient = createClient();
    const observer = new MutationObserver(
      queryClient,
      endpointMutationOptions(queryClient, { mutationFn: () => Promise.reject(new Error('429: slow down')), failure: (error) => ({ title: 'Login Failed', description: error.message, destructive: true }) }),
    );
    await expect(observer.mutate(undefined)).rejects.toThrow();
    expect(jest.mocked(toastMessage)).toHaveBeenLastCalledWith({ title: 'Login Failed', description: '429: slow down', destructive: true });
  });

  it('reads the queries it changes again before the caller goes on, also after a failure', async () => {
    const queryClient = createClient();
    queryClient.setQueryData(['/api/admin/dashboard', {}], { submissions: 1 });
    const order: string[] = [];
    const observer = new MutationObserver(
      queryClient,
      endpointMutationOptions(queryClient, {
        mutationFn: (fail: boolean) => (fail ? Promise.reject(new Error('504: late')) : Promise.resolve({ deleted: true })),
        failure: failed,
        invalidates: [['/api/admin/dashboard']],
      }),
    );
    // A mounted component: the caller's callbacks run only while the observer is listened to.
    observer.subscribe(() => undefined);
    const invalidated = () => queryClient.getQueryState(['/api/admin/dashboard', {}])?.isInvalidated;
    await expect(observer.mutate(false, { onSuccess: () => void order.push(`success, invalidated: ${invalidated()}`) })).resolves.toEqual({ deleted: true });
    queryClient.setQueryData(['/api/admin/dashboard', {}], { submissions: 0 });
    await expect(observer.mutate(true, { onError: () => void order.push(`failure, invalidated: ${invalidated()}`) })).rejects.toThrow();
    expect(order).toEqual(['success, invalidated: true', 'failure, invalidated: true']);
  });
});
