import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { connectorWithDeadline } from './connect-deadline';

/**
 * A TCP peer that accepts and then says nothing. Reached over https, the TLS handshake never completes,
 * which is a connect that never finishes: the same as a service whose host drops the connection attempt.
 */
async function silentPeer(): Promise<{ server: Server; port: number; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((s) => sockets.push(s));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, sockets };
}

describe('connect deadline', () => {
  it('gives up on a connect that never completes, on time', async () => {
    const peer = await silentPeer();
    const agent = new Agent({ connect: connectorWithDeadline(300) });
    const started = Date.now();
    try {
      await expect(agent.request({ origin: `https://127.0.0.1:${peer.port}`, path: '/', method: 'GET' })).rejects.toMatchObject({ code: 'UND_ERR_CONNECT_TIMEOUT' });
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(290);
      // Without the deadline undici waits its own 10 s; the slack is for a loaded machine (951 ms seen in CI).
      expect(elapsed).toBeLessThan(3_000);
    } finally {
      await agent.close();
      peer.sockets.forEach((s) => s.destroy());
      await new Promise<void>((resolve) => peer.server.close(() => resolve()));
    }
  });
});
