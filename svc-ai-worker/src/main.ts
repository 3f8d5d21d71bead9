// First: tracing (when configured), which must hook the modules before they load.
import '@biz/server-kit/tracing';
import { createLogger, stopTracing } from '@biz/server-kit/without-nest';
import { parseWorkerEnv } from './config/env';
import { exitGracefullyOn } from './shutdown';
import { startWorkerApp } from './worker-app';

async function main(): Promise<void> {
  const env = parseWorkerEnv();
  const logger = createLogger({ service: 'svc-ai-worker', level: env.LOG_LEVEL });
  const app = await startWorkerApp(env, logger);
  logger.info({ port: app.port, workerId: app.workerId, prefix: env.QUEUE_PREFIX }, 'worker listening on queue ai');
  // The spans of the last jobs are sent before the process ends.
  exitGracefullyOn(process, () => app.close().then(stopTracing), env.SHUTDOWN_TIMEOUT_MS, logger);
}

main().catch((error: unknown) => {
  // Env errors are meant for a human: print the message, not a stack.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
