import { defineJob, SystemPingJob } from '@biz/contracts';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { clearRedisPrefix } from '../testing/redis-prefix';
import { startToggleProxy, type ToggleProxy } from '../testing/toggle-proxy';
import { waitUntil } from '../testing/wait-until';
import { createJobProducer, type JobProducer } from './job-producer';
import { JobTimedOut } from './job-errors';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const InboxJob = defineJob({ name: 'test.inbox', queue: 'intake-inbox', retry: 'brief', schema: z.object({}), result: z.object({}) });

// The producer reaches the shared Redis through a proxy the test cuts; the real server keeps running.
describe('a job producer whose Redis goes away', () => {
  let proxy: ToggleProxy;
  let producer: JobProducer;
  let prefix: string;

  beforeEach(async () => {
    prefix = `biz-test-${randomUUID().slice(0, 8)}`;
    proxy = await startToggleProxy({ host: new URL(redisUrl).hostname, port: Number(new URL(redisUrl).port || 6379) });
    producer = createJobProducer({ redisUrl: proxy.urlThrough(redisUrl), prefix });
  });

  afterEach(async () => {
    await proxy.resume();
    await producer.close();
    await proxy.close();
    await clearRedisPrefix(redisUrl, prefix);
  });

  const ping = (jobId = randomUUID()) => producer.enqueue(SystemPingJob, { nonce: jobId }, { jobId });

  it('keeps the deadline of an awaited job while Redis is down', async () => {
    await ping(); // connected once
    await proxy.pause();
    const started = Date.now();
    await expect(producer.enqueueAndWait(SystemPingJob, { nonce: 'x' }, { timeoutMs: 500 })).rejects.toBeInstanceOf(JobTimedOut);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('fails an enqueue within the command deadline while Redis is silent, and enqueues again once it answers', async () => {
    await producer.enqueue(InboxJob, {}, { jobId: 'connected' }); // connected, through another queue
    // Silent as the queue of `ai` is first used: its first commands time out, which would leave it broken for good.
    await proxy.stall();
    const started = Date.now();
    await expect(ping()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);

    await proxy.resume();
    let enqueued = false;
    await waitUntil(() => ping().then(() => (enqueued = true), () => false), 5_000);
    expect(enqueued).toBe(true);
  });
});
