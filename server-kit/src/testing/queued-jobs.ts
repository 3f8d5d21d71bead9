import type { JobDefinition } from '@biz/contracts';
import { Queue, type JobsOptions } from 'bullmq';
import { createQueueConnection } from '../queue/queue-connection';

/** The `job`s a stack (its queue prefix) holds in Redis, in any state, newest first: what their consumer receives. */
export async function queuedJobs(redisUrl: string, prefix: string, job: JobDefinition): Promise<Array<{ id: string; data: unknown; opts: JobsOptions }>> {
  const connection = createQueueConnection(redisUrl, 'producer');
  const queue = new Queue(job.queue, { connection, prefix });
  try {
    const jobs = await queue.getJobs(['waiting', 'prioritized', 'delayed', 'active', 'completed', 'failed']);
    return jobs
      .filter((queued) => queued.name === job.name)
      .sort((a, b) => b.timestamp - a.timestamp)
      .map((queued) => ({ id: queued.id ?? '', data: queued.data, opts: queued.opts }));
  } finally {
    await queue.close();
    connection.disconnect();
  }
}
