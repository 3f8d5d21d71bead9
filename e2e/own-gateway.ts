import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** A port nothing listens on now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A gateway of a spec's own (the compiled one, on free ports) with `env` on top of this process's, over the
 * repo's builds: for what the stack's gateway must not be started with (Stripe keys, another content file).
 */
export async function startOwnGateway(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const gateway = spawn(process.execPath, [join(__dirname, '../gateway/dist/main.js')], {
    env: { ...process.env, LOG_LEVEL: 'info', GATEWAY_HOST: '127.0.0.1', GATEWAY_PORT: String(port), GATEWAY_INTERNAL_PORT: String(await freePort()), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  gateway.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output.includes('gateway ready') || gateway.exitCode !== null, { timeout: 15_000 }).toBe(true);
  expect(gateway.exitCode, output).toBeNull();
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (gateway.exitCode !== null) return;
      gateway.kill('SIGTERM');
      await once(gateway, 'exit');
    },
  };
}
