import { defineJob, RetryPolicies, SystemPingJob } from '@biz/contracts';
import { Queue, UnrecoverableError } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { declaredJobs } from './declared-jobs';
import { JobFailed, JobPayloadInvalid, JobResultInvalid, JobTimedOut } from './job-errors';
import { createJobProducer, type JobProducer } from './job-producer';
import { handlerFor, startWorker, type RunningWorker } from './job-worker';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const backoff = { baseMs: 20, capMs: 100 };

const EchoJob = defineJob({
  name: 'test.echo',
  queue: 'ai',
  retry: 'outlast-outage',
  schema: z.object({ text: z.string().min(1) }),
  result: z.object({ echoed: z.string() }),
});
/** Same job as the worker sees it, but with a lax result, to prove the producer checks the answer itself. */
const LaxEchoJob = defineJob({ ...EchoJob, result: z.unknown() });

describe('queue helpers against the real Redis', () => {
  let prefix: string;
  let producer: JobProducer;
  const workers: RunningWorker[] = [];

  beforeEach(() => {
    prefix = `biz-test-${randomUUID().slice(0, 8)}`;
    producer = createJobProducer({ redisUrl, prefix });
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.close()));
    await producer.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  function run(handlers: Parameters<typeof startWorker>[1], declared = handlers.map((h) => h.job)): RunningWorker {
    const worker = startWorker('ai', handlers, { redisUrl, prefix, declaredJobs: declared, backoff });
    workers.push(worker);
    return worker;
  }

  it('a producer gets the worker answer, checked by the result schema', async () => {
    run([handlerFor(EchoJob, async ({ text }) => ({ echoed: text.toUpperCase() }))]);
    await expect(producer.enqueueAndWait(EchoJob, { text: 'hi' }, { timeoutMs: 5_000 })).resolves.toEqual({ echoed: 'HI' });
  });

  it('an invalid payload never reaches Redis', async () => {
    const attempt = producer.enqueue(EchoJob, { text: '' }, { jobId: 'bad-1' });
    await expect(attempt).rejects.toBeInstanceOf(JobPayloadInvalid);
    await expect(attempt).rejects.toMatchObject({ fields: { text: [expect.any(String)] } });
    const queue = new Queue('ai', { connection: { url: redisUrl }, prefix });
    expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 0 });
    await queue.close();
  });

  it('jobs carry bounded retention and the attempts of their retry policy, with the capped exponential backoff', async () => {
    await producer.enqueue(EchoJob, { text: 'x' }, { jobId: 'opts-1' });
    const queue = new Queue('ai', { connection: { url: redisUrl }, prefix });
    const job = await queue.getJob('opts-1');
    await queue.close();
    expect(job?.opts).toMatchObject({
      attempts: RetryPolicies['outlast-outage'].attempts,
      backoff: { type: 'capped-exponential' },
      removeOnComplete: { age: expect.any(Number), count: expect.any(Number) },
      removeOnFail: { age: expect.any(Number), count: expect.any(Number) },
    });
  });

  it('the same jobId runs once', async () => {
    let runs = 0;
    run([handlerFor(EchoJob, async ({ text }) => { runs += 1; return { echoed: text }; })]);
    const [a, b] = await Promise.all([
      producer.enqueueAndWait(EchoJob, { text: 'once' }, { timeoutMs: 5_000, jobId: 'same-id' }),
      producer.enqueueAndWait(EchoJob, { text: 'once' }, { timeoutMs: 5_000, jobId: 'same-id' }),
    ]);
    expect([a, b]).toEqual([{ echoed: 'once' }, { echoed: 'once' }]);
    expect(runs).toBe(1);
  });

  it('a jobId with a colon is refused up front', async () => {
    await expect(producer.enqueue(EchoJob, { text: 'x' }, { jobId: 'a:b' })).rejects.toThrow(/must not contain ':'/);
  });

  it('times out when no worker runs, and drops the unstarted job', async () => {
    const started = Date.now();
    await expect(producer.enqueueAndWait(EchoJob, { text: 'alone' }, { timeoutMs: 300, jobId: 'lonely' })).rejects.toBeInstanceOf(JobTimedOut);
    expect(Date.now() - started).toBeLessThan(2_000);
    const queue = new Queue('ai', { connection: { url: redisUrl }, prefix });
    expect(await queue.getJob('lonely')).toBeUndefined();
    await queue.close();
  });

  it('an answer that breaks the result schema is rejected by the producer', async () => {
    run([handlerFor(LaxEchoJob, async () => ({ echoed: 42 }))]);
    await expect(producer.enqueueAndWait(EchoJob, { text: 'x' }, { timeoutMs: 5_000 })).rejects.toBeInstanceOf(JobResultInvalid);
  });

  it('a failing handler is retried, then reported as failed', async () => {
    let calls = 0;
    run([handlerFor(EchoJob, async () => { calls += 1; throw new Error('boom'); })]);
    await expect(producer.enqueueAndWait(EchoJob, { text: 'x' }, { timeoutMs: 10_000 })).rejects.toThrow(JobFailed);
    expect(calls).toBe(RetryPolicies['outlast-outage'].attempts);
  }, 15_000);

  it('an unrecoverable error fails at once without retries', async () => {
    let calls = 0;
    run([handlerFor(EchoJob, async () => { calls += 1; throw new UnrecoverableError('no point'); })]);
    await expect(producer.enqueueAndWait(EchoJob, { text: 'x' }, { timeoutMs: 5_000 })).rejects.toThrow(/no point/);
    expect(calls).toBe(1);
  });

  it('close lets the active job finish first', async () => {
    let startedResolve: () => void = () => undefined;
    const startedJob = new Promise<void>((resolve) => { startedResolve = resolve; });
    let finished = false;
    const worker = run([handlerFor(EchoJob, async ({ text }) => {
      startedResolve();
      await new Promise((r) => setTimeout(r, 300));
      finished = true;
      return { echoed: text };
    })]);
    const answer = producer.enqueueAndWait(EchoJob, { text: 'slow' }, { timeoutMs: 5_000 });
    await startedJob;
    await worker.close();
    expect(finished).toBe(true);
    expect(worker.isRunning()).toBe(false);
    await expect(answer).resolves.toEqual({ echoed: 'slow' });
  });
});

describe('a worker whose Redis is unreachable', () => {
  it('still closes promptly', async () => {
    const worker = startWorker('ai', [handlerFor(EchoJob, async ({ text }) => ({ echoed: text }))], {
      redisUrl: 'redis://127.0.0.1:1', declaredJobs: [EchoJob], backoff,
    });
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await worker.close();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('startWorker refuses to start', () => {
  it('when a job contracts declares for the queue has no handler', () => {
    expect(() => startWorker('ai', [], { redisUrl, backoff })).toThrow(/no handler for system\.ping/);
  });

  it('when a handler belongs to another queue', () => {
    const InboxJob = defineJob({ name: 'test.inbox', queue: 'intake-inbox', retry: 'brief', schema: z.object({}), result: z.object({}) });
    expect(() => startWorker('ai', [handlerFor(InboxJob, async () => ({}))], { redisUrl, declaredJobs: [], backoff })).toThrow(/belongs to queue intake-inbox/);
  });

  it('reads the declared jobs from contracts', () => {
    expect(declaredJobs('ai')).toContain(SystemPingJob);
    expect(declaredJobs('intake-inbox')).not.toContain(SystemPingJob);
  });
});
