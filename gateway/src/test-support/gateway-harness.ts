import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildGateway } from '../app';
import { parseGatewayConfig } from '../config/env';

export interface RunningGateway {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Starts the real gateway on a random port with the given environment (logging off). */
export async function startGateway(env: Record<string, string>): Promise<RunningGateway> {
  const config = parseGatewayConfig({ LOG_LEVEL: 'silent', GATEWAY_HOST: '127.0.0.1', GATEWAY_PORT: '0', ...env });
  const app = await buildGateway(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, app, close: () => app.close() };
}
