import { endpointPath } from '@biz/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DependencyUnavailable } from '../errors/dependency-errors';
import { InternalClient } from './internal-client';
import { checkServiceToken, DEVELOPMENT_SERVICE_TOKEN_SECRET, SERVICE_TOKEN_HEADER } from './service-token';

const stats = { totalSubmissions: 3, businesses: 3, plansGenerated: 2, pendingReview: 1, pipelineValue: 0 };

/** A service instance answering the dashboard stats (or dropping the connection), counting its calls. */
async function instance(fails?: 'drops' | 'stopping' | 'refuses-token' | 'breaks-contract'): Promise<{ url: string; calls: () => number; tokens: string[]; close(): Promise<void> }> {
  let calls = 0;
  const tokens: string[] = [];
  const server: Server = createServer((req, res) => {
    calls++;
    tokens.push(String(req.headers[SERVICE_TOKEN_HEADER]));
    if (fails === 'drops') return res.socket?.destroy();
    if (fails === 'stopping') return res.writeHead(503).end();
    if (fails === 'refuses-token') return res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'Unauthorized', message: 'Service credentials required' } }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(fails === 'breaks-contract' ? { ...stats, businesses: 'three' } : stats));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    tokens,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('InternalClient over the instances of a scaled service', () => {
  it('calls the instances in turn', async () => {
    const [a, b] = [await instance(), await instance()];
    try {
      const client = new InternalClient({ baseUrl: [a.url, b.url], serviceTokenSecret: DEVELOPMENT_SERVICE_TOKEN_SECRET });
      for (let i = 0; i < 4; i++) expect(await client.call('dashboardStats', {})).toEqual(stats);
      expect([a.calls(), b.calls()]).toEqual([2, 2]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('passes a call to the next instance when one refuses the connection, and is unavailable when all do', async () => {
    const [live, stopped] = [await instance(), await instance()];
    await stopped.close();
    try {
      const client = new InternalClient({ baseUrl: [stopped.url, live.url], serviceTokenSecret: DEVELOPMENT_SERVICE_TOKEN_SECRET });
      for (let i = 0; i < 3; i++) expect(await client.call('dashboardStats', {})).toEqual(stats);
      expect(live.calls()).toBe(3);
      const many = await Promise.all(Array.from({ length: 20 }, () => client.call('dashboardStats', {})));
      expect(many).toEqual(Array(20).fill(stats)); // concurrent calls each try the other instance, not the next in turn
      await expect(new InternalClient({ baseUrl: [stopped.url, stopped.url], serviceTokenSecret: DEVELOPMENT_SERVICE_TOKEN_SECRET }).call('dashboardStats', {})).rejects.toBeInstanceOf(DependencyUnavailable);
    } finally {
      await live.close();
    }
  });

  it.each(['drops', 'stopping'] as const)('sends a read again to the next instance when one %s (no answer, or 503)', async (fails) => {
    const [failing, live] = [await instance(fails), await instance()];
    try {
      const client = new InternalClient({ baseUrl: [failing.url, live.url], serviceTokenSecret: DEVELOPMENT_SERVICE_TOKEN_SECRET });
      expect(await client.call('dashboardStats', {})).toEqual(stats);
      expect([failing.calls(), live.calls()]).toEqual([1, 1]);
    } finally {
      await Promise.all([failing.close(), live.close()]);
    }
  });
});

describe("InternalClient within its caller's deadline", () => {
  it("gives up when the caller's signal aborts, long before its own timeout", async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const client = new InternalClient({ baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, serviceTokenSecret: DEVELOPMENT_SERVICE_TOKEN_SECRET, timeoutMs: 60_000 });
      const started = Date.now();
      await expect(client.call('dashboardStats', {}, { signal: AbortSignal.timeout(100) })).rejects.toBeInstanceOf(DependencyUnavailable);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('InternalClient and service credentials', () => {
  it('sends a fresh token of its secret with every call, for that service, method and path', async () => {
    const peer = await instance();
    try {
      const client = new InternalClient({ baseUrl: peer.url, serviceTokenSecret: DEVELOPMENT_SERVICE_TOKEN_SECRET });
      await client.call('dashboardStats', {});
      expect(peer.tokens).toHaveLength(1);
      const call = { audience: 'svc-intake', method: 'GET', path: endpointPath('dashboardStats') };
      expect(checkServiceToken(peer.tokens[0], DEVELOPMENT_SERVICE_TOKEN_SECRET, call)).not.toBeNull();
      expect(checkServiceToken(peer.tokens[0], DEVELOPMENT_SERVICE_TOKEN_SECRET, { ...call, audience: 'svc-billing' })).toBeNull();
    } finally {
      await peer.close();
    }
  });

  it('reads a peer that refuses its token as a deployment fault (a 503 upstream), not as a sign-in wanted', async () => {
    const peer = await instance('refuses-token');
    try {
      const call = new InternalClient({ baseUrl: peer.url, serviceTokenSecret: DEVELOPMENT_SERVICE_TOKEN_SECRET }).call('dashboardStats', {});
      await expect(call).rejects.toThrow(DependencyUnavailable);
      await expect(new InternalClient({ baseUrl: peer.url, serviceTokenSecret: DEVELOPMENT_SERVICE_TOKEN_SECRET }).call('dashboardStats', {})).rejects.toThrow(/SERVICE_TOKEN_SECRET/);
    } finally {
      await peer.close();
    }
  });

  it("reads a peer's answer outside its contract as the peer's fault (a 503 upstream), not as the caller's bad input", async () => {
    const peer = await instance('breaks-contract');
    try {
      const call = new InternalClient({ baseUrl: peer.url, serviceTokenSecret: DEVELOPMENT_SERVICE_TOKEN_SECRET }).call('dashboardStats', {});
      await expect(call).rejects.toThrow(DependencyUnavailable);
      await expect(new InternalClient({ baseUrl: peer.url, serviceTokenSecret: DEVELOPMENT_SERVICE_TOKEN_SECRET }).call('dashboardStats', {})).rejects.toThrow(/answered outside its contract \(businesses: /);
    } finally {
      await peer.close();
    }
  });
});

