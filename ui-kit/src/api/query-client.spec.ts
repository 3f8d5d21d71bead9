import { createQueryClient, getQueryFn } from './query-client';
import { startTestServer } from '../../jest/test-server';

describe('default reads', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      if (req.url === '/api/admin/status') {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end('{"error":{"code":"Unauthorized","message":"Sign in first"}}');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('[{"name":"Starter"}]');
      }
    });
  });

  afterAll(() => server.close());

  const read = (on401: 'returnNull' | 'throw', path: string) =>
    getQueryFn<unknown>({ on401 })({ queryKey: [`${server.url}${path}`] } as never);

  it('GETs the path of the query key and parses the JSON', async () => {
    await expect(read('throw', '/api/subscription-plans')).resolves.toEqual([{ name: 'Starter' }]);
    expect(server.requests.at(-1)!.method).toBe('GET');
  });

  it('treats a 401 as an error by default', async () => {
    await expect(read('throw', '/api/admin/status')).rejects.toThrow('401: {"error":{"code":"Unauthorized","message":"Sign in first"}}');
  });

  it('reads a 401 as null when asked to, letting go of its body (a no-store answer would hold the request open)', async () => {
    const cancel = jest.fn(async () => undefined);
    const fetchOnce = jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce({ status: 401, body: { cancel } } as unknown as Response);
    try {
      await expect(read('returnNull', '/api/admin/status')).resolves.toBeNull();
      expect(cancel).toHaveBeenCalledTimes(1);
    } finally {
      fetchOnce.mockRestore();
    }
    await expect(read('returnNull', '/api/admin/status')).resolves.toBeNull();
  });
});

describe('the QueryClient defaults of SPEC §9', () => {
  it('never retries, refetches on focus, polls or goes stale; mutations never retry', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(typeof defaults.queries?.queryFn).toBe('function');
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
