import type { Socket } from 'node:net';
import { buildConnector, errors } from 'undici';

type Connector = (options: buildConnector.Options, callback: buildConnector.Callback) => Socket | undefined;

/**
 * A connector whose connect timeout fires on time. undici's own `connect.timeout` runs on its coarse
 * "fast timers" and was measured firing ~1 s late whatever the setting, which would break the promise of
 * a 503 within 1 s for a service that does not accept connections.
 */
export function connectorWithDeadline(timeoutMs: number): buildConnector.connector {
  // timeout 0 turns undici's timer off: the one below is the only one.
  const base = buildConnector({ timeout: 0 }) as unknown as Connector;
  return (options, callback) => {
    let settled = false;
    const attempt: { socket?: Socket } = {};
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      attempt.socket?.destroy(); // abandon the half-open attempt rather than wait for the kernel to give up
      callback(new errors.ConnectTimeoutError(`Connect timeout after ${timeoutMs} ms to ${options.hostname}:${options.port}`), null);
    }, timeoutMs);
    attempt.socket = base(options, (...args) => {
      if (settled) {
        args[1]?.destroy();
        return;
      }
      settled = true;
      clearTimeout(timer);
      callback(...args);
    });
  };
}
