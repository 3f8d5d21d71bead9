import { suggestWorkflows } from '@biz/catalog';
import { GeneratePlanJob, PlanGeneratedJob, type BusinessForGeneration, type JobPayload } from '@biz/contracts';
import { createJobProducer, type JobProducer } from '@biz/server-kit/without-nest';
import {
  clearRedisPrefix,
  idleQueueCounts,
  startFakeOpenAI,
  startWorkerProcess,
  type FakeChatAnswer,
  type FakeOpenAI,
  type WorkerProcess,
  waitUntil,
} from '@biz/server-kit/testing';
import { Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { planDeliveryJobId } from './generate-plan.handler';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const business: BusinessForGeneration = {
  submissionId: randomUUID(),
  businessName: 'Fix-It Plumbing',
  contactEmail: 'office@fixit.example',
  industry: 'home-services',
  companySize: 'Small Team (2-10)',
  primaryGoals: ['Reduce Manual Work'],
  painPoints: 'Missed calls while on a job',
};
const llmPlan = {
  executiveSummary: 'Fix-It Plumbing answers every call, even from under a sink.',
  implementationTimeline: [{ phase: 'Week 1', title: 'Call capture', description: 'Missed calls get a text back.' }],
};

/**
 * The real worker process, an LLM that answers the first plan request after `firstDelayMs`, and a reader
 * of svc-intake's inbox queue standing in for svc-intake.
 */
describe('the worker process and the plan in flight (real Redis, real child process)', () => {
  let prefix: string;
  let producer: JobProducer;
  let fake: FakeOpenAI;
  let inbox: Worker;
  let inboxConnection: Redis;
  const delivered: Job[] = [];
  const processes: WorkerProcess[] = [];

  async function setUp(firstDelayMs: number) {
    prefix = `biz-test-${randomUUID().slice(0, 8)}`;
    producer = createJobProducer({ redisUrl, prefix });
    fake = await startFakeOpenAI((_request, index): FakeChatAnswer => ({
      content: JSON.stringify(llmPlan), delayMs: index === 0 ? firstDelayMs : 0, promptTokens: 700, completionTokens: 300,
    }));
    inboxConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    inbox = new Worker('intake-inbox', async (job) => (delivered.push(job), { stored: true }), { connection: inboxConnection, prefix });
  }

  const startWorker = async () => {
    const worker = await startWorkerProcess({
      REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model', WORKER_LOCK_MS: '1000',
    });
    processes.push(worker);
    return worker;
  };

  const planJob = (): JobPayload<typeof GeneratePlanJob> => ({
    selectionId: randomUUID(),
    business,
    selectedWorkflows: suggestWorkflows(business).slice(0, 2),
    totalSetupCost: 150000,
    totalMonthlyCost: 14000,
  });

  afterEach(async () => {
    await Promise.all(processes.splice(0).map((p) => p.stop('SIGKILL')));
    await inbox.close();
    await inboxConnection.quit();
    await producer.close();
    await fake.close();
    delivered.splice(0);
    await clearRedisPrefix(redisUrl, prefix);
  });

  it('a worker killed while the LLM writes the plan: the next worker generates it and delivers it once', async () => {
    await setUp(30_000);
    const first = await startWorker();
    const job = planJob();
    await producer.enqueue(GeneratePlanJob, job, { jobId: `plan-${job.selectionId}` });
    await waitUntil(() => fake.requests.length === 1, 5_000);
    expect(fake.requests).toHaveLength(1);
    expect(await first.stop('SIGKILL')).toBeNull();

    await startWorker();
    await waitUntil(() => delivered.length > 0, 10_000);
    // The plan job has run to its end and every delivery it made has been read: a duplicate would be here now.
    for (const queue of [GeneratePlanJob.queue, PlanGeneratedJob.queue]) expect(await idleQueueCounts(redisUrl, prefix, queue, 5_000)).toMatchObject({ waiting: 0, delayed: 0, prioritized: 0, active: 0 });
    expect(delivered.map((d) => d.id)).toEqual([planDeliveryJobId(`plan-${job.selectionId}`)]);
    expect(delivered[0].name).toBe(PlanGeneratedJob.name);
    const plan = PlanGeneratedJob.schema.parse(delivered[0].data);
    expect(plan).toMatchObject({ selectionId: job.selectionId, submissionId: business.submissionId, planData: llmPlan });
    expect(plan.generation).toMatchObject({ source: 'llm', model: 'fake-model', promptTokens: 700, completionTokens: 300 });
    expect(fake.requests).toHaveLength(2);
  }, 15_000);

  it('SIGTERM lets the plan in flight finish and be delivered, then exits 0', async () => {
    await setUp(800);
    const worker = await startWorker();
    const job = planJob();
    await producer.enqueue(GeneratePlanJob, job, { jobId: `plan-${job.selectionId}` });
    await waitUntil(() => fake.requests.length === 1, 5_000);
    expect(delivered).toHaveLength(0);

    expect(await worker.stop('SIGTERM')).toBe(0);
    expect(worker.output()).toContain('shutting down');
    await waitUntil(() => delivered.length > 0, 2_000);
    expect(delivered.map((d) => d.id)).toEqual([planDeliveryJobId(`plan-${job.selectionId}`)]);
  }, 15_000);
});
