import * as contracts from '@biz/contracts';
import { QueueName, type JobDefinition } from '@biz/contracts';

function isJobDefinition(value: unknown): value is JobDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof JobDefinition, unknown>>;
  return (
    typeof v.name === 'string' &&
    (QueueName as readonly unknown[]).includes(v.queue) &&
    typeof (v.schema as { safeParse?: unknown } | undefined)?.safeParse === 'function' &&
    typeof (v.result as { safeParse?: unknown } | undefined)?.safeParse === 'function'
  );
}

/**
 * Every job contracts declares for a queue, read from the contracts exports themselves, so a job added to
 * contracts without a processor stops the worker at boot instead of piling up unprocessed in Redis.
 */
export function declaredJobs(queue: QueueName): JobDefinition[] {
  return (Object.values(contracts) as unknown[]).filter(isJobDefinition).filter((job) => job.queue === queue);
}
