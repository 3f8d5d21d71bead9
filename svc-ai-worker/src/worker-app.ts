import { createJobProducer, startWorker, timedCheck, type RunningWorker, type WorkerLogger } from '@biz/server-kit';
import { Redis } from 'ioredis';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import type { WorkerEnv } from './config/env';
import { createHealthServer } from './health/health-server';
import { generatePlanHandler } from './intake/generate-plan.handler';
import { createLlmChat } from './llm/llm-chat';
import { suggestWorkflowsHandler } from './intake/suggest-workflows.handler';
import { systemPingHandler } from './system/system-ping.handler';

export interface WorkerApp {
  /** The bound health port (useful when WORKER_PORT is 0). */
  port: number;
  workerId: string;
  /** Finishes the active jobs, then releases Redis and the port. Safe to call twice. */
  close(): Promise<void>;
}

// Below the gateway's health deadline, so a slow Redis shows up here as down rather than as a dead worker.
const pingTimeoutMs = 500;

/** Wires the `ai` queue worker and its health port; main.ts adds only env, logging and signals. */
export async function startWorkerApp(env: WorkerEnv, logger: WorkerLogger): Promise<WorkerApp> {
  const workerId = `${hostname()}:${process.pid}`;
  // Results for other services (plans) leave through their inbox queues.
  const producer = createJobProducer({ redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX });
  const chat = createLlmChat(env, logger);
  const handlers = [systemPingHandler(workerId), suggestWorkflowsHandler(chat), generatePlanHandler(producer, chat)];
  const worker: RunningWorker = startWorker('ai', handlers, {
    redisUrl: env.REDIS_URL,
    prefix: env.QUEUE_PREFIX,
    concurrency: env.WORKER_CONCURRENCY,
    lockDurationMs: env.WORKER_LOCK_MS,
    logger,
  });
  // A separate client for probes: the worker's own connection retries forever, a probe must fail fast.
  const probe = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectionName: 'biz-worker-probe' });
  probe.on('error', () => undefined); // reported through /readyz instead

  const server = createHealthServer(async () => ({
    redis: await timedCheck(() => probe.ping(), pingTimeoutMs),
    worker: worker.isRunning() ? { status: 'up' } : { status: 'down', error: 'worker is not running' },
  }));
  server.listen(env.WORKER_PORT, env.SERVICE_HOST);
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  return {
    port,
    workerId,
    close() {
      closing ??= (async () => {
        await worker.close();
        await producer.close();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await probe.quit().catch(() => probe.disconnect());
      })();
      return closing;
    },
  };
}
