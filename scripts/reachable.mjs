import { createConnection } from 'node:net';

/** A plain TCP probe of `url`: enough to tell "nothing listens" from "something answers". */
export function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || defaultPort), timeout: 1500 });
    socket.once('connect', () => { socket.end(); resolve(true); });
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
    socket.once('error', () => resolve(false));
  });
}
