import type { QueueName } from '@biz/contracts';
import { Queue } from 'bullmq';
import { createQueueConnection } from '../queue/queue-connection';
import { waitUntil } from './wait-until';

/**
 * Waits until a stack's queue holds no job still to run (none waiting, delayed, prioritized or active), or
 * `timeoutMs` passes, and answers its job counts then: once it is idle, every job put on it so far has been
 * handled, so a test may assert that something did not happen.
 */
export async function idleQueueCounts(redisUrl: string, prefix: string, name: QueueName, timeoutMs: number): Promise<Record<string, number>> {
  const connection = createQueueConnection(redisUrl, 'producer');
  const queue = new Queue(name, { connection, prefix });
  const counts = () => queue.getJobCounts('waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed');
  const pending = ({ waiting, delayed, prioritized, active }: Record<string, number>) => waiting + delayed + prioritized + active;
  try {
    await waitUntil(async () => pending(await counts()) === 0, timeoutMs);
    return await counts();
  } finally {
    await queue.close();
    connection.disconnect();
  }
}
