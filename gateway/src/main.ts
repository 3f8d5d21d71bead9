// First: tracing (when configured), which must hook the modules before they load.
import { stopTracing } from '@biz/server-kit/tracing';
import { buildGateway } from './app';
import { warnOfDemoContent } from './content/agency-content-file';
import { parseGatewayConfig } from './config/env';

const shutdownTimeoutMs = 10_000;

async function main(): Promise<void> {
  const config = parseGatewayConfig();
  const gateway = buildGateway(config);
  await gateway.listen(config.port, config.host);
  await gateway.listenInternal(config.internalPort, config.internalHost);
  gateway.log.info({ port: config.port, host: config.host, internalPort: config.internalPort, upstreams: config.upstreams, webRoot: config.webRoot, agencyContentFile: config.agencyContentFile }, 'gateway ready');
  warnOfDemoContent(gateway.log, config);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    gateway.log.info({ signal }, 'stopping: finishing in-flight requests');
    setTimeout(() => process.exit(1), shutdownTimeoutMs).unref();
    gateway.close().then(stopTracing).then(
      () => process.exit(0),
      (err: unknown) => {
        gateway.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  // Env and content file errors are meant for a human: print the message, not a stack.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
