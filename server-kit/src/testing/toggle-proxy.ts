import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP forwarder put between a process under test and a shared Postgres or Redis, so a test can take the
 * dependency away from that process alone (the real servers are shared and must never be stopped).
 */
export interface ToggleProxy {
  /** The port the process under test connects to. */
  readonly port: number;
  /** `url` (e.g. DATABASE_URL) with its host and port replaced by the proxy's. */
  urlThrough(url: string): string;
  /** As if the server had stopped: live connections are reset and new ones refused. */
  pause(): Promise<void>;
  /** As if the network had gone silent: connections are accepted, but nothing passes either way. */
  stall(): Promise<void>;
  /** Forwards again, on the same port. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

type Mode = 'forward' | 'stall' | 'paused';

export async function startToggleProxy(target: { host: string; port: number }): Promise<ToggleProxy> {
  let mode: Mode = 'forward';
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined); // a reset on one side is passed on by destroying the other
  };
  const onConnection = (client: Socket) => {
    track(client);
    // Stalled: hold the connection open and answer nothing, like a host that stopped responding.
    if (mode !== 'forward') return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).on('error', () => undefined);
    upstream.pipe(client).on('error', () => undefined);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };

  let server: Server = createServer(onConnection);
  await listen(server, 0);
  const port = (server.address() as { port: number }).port;

  const destroyAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const ensureListening = async () => {
    if (server.listening) return;
    server = createServer(onConnection);
    await listen(server, port);
  };
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  return {
    port,
    urlThrough(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    async pause() {
      mode = 'paused';
      const closed = stopListening();
      destroyAll();
      await closed;
    },
    async stall() {
      mode = 'stall';
      for (const socket of sockets) {
        // Stop both directions without closing anything: bytes already sent simply never arrive.
        socket.unpipe();
        socket.pause();
      }
      await ensureListening();
    },
    async resume() {
      // A connection accepted while stalled is half-dead for its owner: reset it so the owner reconnects.
      if (mode === 'stall') destroyAll();
      mode = 'forward';
      await ensureListening();
    },
    async close() {
      mode = 'paused';
      const closed = stopListening();
      destroyAll();
      await closed;
    },
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
