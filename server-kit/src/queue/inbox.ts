import type { QueueName } from '@biz/contracts';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { JobBackoff } from './job-defaults';
import { startWorker, type JobHandler, type RunningWorker } from './job-worker';

/** Injection token of a service's inbox settings: the Redis URL, the stack's queue prefix and the retry delays. */
export const INBOX_OPTIONS = Symbol('INBOX_OPTIONS');
export interface InboxOptions {
  redisUrl: string;
  prefix: string;
  backoff: JobBackoff;
}

/**
 * A service's inbox: the queue where the worker delivers its results for the service to store. A result
 * waits in Redis while the service is down and is handled when it is back. A subclass names the queue and
 * its handlers; the worker starts with the application and finishes its active jobs on shutdown.
 */
export abstract class Inbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker?: RunningWorker;
  protected abstract readonly queue: QueueName;
  protected abstract readonly options: InboxOptions;
  /** What the inbox does with each job (also what the service's consumer pacts run). */
  abstract handlers(): JobHandler[];

  onApplicationBootstrap(): void {
    this.worker = startWorker(this.queue, this.handlers(), this.options);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
