import { CommonEnv, parseEnv, QueuePrefix } from '@biz/server-kit';
import { z } from 'zod';

export const WorkerEnv = z.object({
  ...CommonEnv,
  // 0 lets the OS pick a free port (tests); the health port is the worker's only listener.
  WORKER_PORT: z.coerce.number().int().min(0).max(65_535).default(3004),
  QUEUE_PREFIX: QueuePrefix,
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /** How long SIGTERM waits for the active jobs before giving up with exit code 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
});
export type WorkerEnv = z.infer<typeof WorkerEnv>;

/** Parsed once at boot; a bad value stops the process with one message naming every problem. */
export function parseWorkerEnv(source: Record<string, string | undefined> = process.env): Readonly<WorkerEnv> {
  return parseEnv(WorkerEnv, source);
}
