import type { DestinationStream } from 'pino';
import { buildGateway, type Gateway } from '../app';
import { parseGatewayConfig } from '../config/env';

export interface RunningGateway {
  url: string;
  /** The internal listener (the detailed /healthz). */
  internalUrl: string;
  gateway: Gateway;
  close(): Promise<void>;
}

/** Starts the real gateway on a random port with the given environment (logging off unless LOG_LEVEL says). */
export async function startGateway(env: Record<string, string>, logDestination?: DestinationStream): Promise<RunningGateway> {
  const config = parseGatewayConfig({ LOG_LEVEL: 'silent', GATEWAY_HOST: '127.0.0.1', GATEWAY_PORT: '0', ...env });
  const gateway = buildGateway(config, { logDestination });
  const { port } = await gateway.listen(0, '127.0.0.1');
  const internal = await gateway.listenInternal(0, '127.0.0.1');
  return { url: `http://127.0.0.1:${port}`, internalUrl: `http://127.0.0.1:${internal.port}`, gateway, close: () => gateway.close() };
}
