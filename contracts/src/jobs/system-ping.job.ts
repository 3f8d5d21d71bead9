import { z } from 'zod';
import { defineJob } from './define-job';

/** Round trip through the worker: proves a producer reaches a live processor and gets its answer. */
export const SystemPingJob = defineJob({
  name: 'system.ping',
  retry: 'brief',
  queue: 'ai',
  schema: z.object({ nonce: z.string().min(1).max(100) }),
  result: z.object({ nonce: z.string(), workerId: z.string(), answeredAt: z.iso.datetime() }),
});
