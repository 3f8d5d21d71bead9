import { GeneratePlanJob, PlanData, PlanGeneratedJob, SuggestWorkflowsJob, type JobPayload } from '@biz/contracts';
import { CATALOG_VERSION, suggestWorkflows } from '@biz/catalog';
import { createJobProducer, type JobProducer } from '@biz/server-kit/without-nest';
import { clearRedisPrefix } from '@biz/server-kit/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { parseWorkerEnv } from '../config/env';
import { startWorkerApp, type WorkerApp } from '../worker-app';
import { planDeliveryJobId } from './generate-plan.handler';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = { info: () => undefined, error: () => undefined };
const business = {
  submissionId: randomUUID(),
  businessName: 'Bright Smile Dental',
  contactEmail: 'owner@brightsmile.example',
  industry: 'dental' as const,
  companySize: 'Small Team (2-10)' as const,
  primaryGoals: ['Reduce Manual Work'],
  painPoints: 'no-shows',
};

describe('the intake jobs through the real worker and Redis', () => {
  const prefix = `biz-test-${randomUUID().slice(0, 8)}`;
  let producer: JobProducer;
  let app: WorkerApp;
  let inbox: Queue;
  const inboxConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });

  beforeAll(async () => {
    producer = createJobProducer({ redisUrl, prefix });
    app = await startWorkerApp(parseWorkerEnv({ REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, WORKER_PORT: '0' }), silent);
    inbox = new Queue('intake-inbox', { connection: inboxConnection, prefix });
  });

  afterAll(async () => {
    await app.close();
    await producer.close();
    await inbox.obliterate({ force: true });
    await inbox.close();
    await inboxConnection.quit();
    await clearRedisPrefix(redisUrl, prefix);
  });

  it('answers a suggestion request from the catalog, with the generation figures', async () => {
    const answer = await producer.enqueueAndWait(SuggestWorkflowsJob, { business }, { timeoutMs: 5_000 });
    expect(answer.suggestions).toEqual(suggestWorkflows(business));
    expect(answer.generation).toMatchObject({ source: 'catalog', model: CATALOG_VERSION, promptTokens: 0, completionTokens: 0, repaired: false });
    expect(answer.generation.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('delivers each plan job\'s plan to the intake inbox under an id of its own, so a later round is never swallowed by an earlier one', async () => {
    const selectionId = randomUUID();
    const payload: JobPayload<typeof GeneratePlanJob> = {
      selectionId,
      business,
      selectedWorkflows: suggestWorkflows(business).slice(0, 2),
      totalSetupCost: 150000,
      totalMonthlyCost: 16000,
    };
    // The first request and the sweep's later round for the same selection (svc-intake stores the first to arrive).
    const rounds = [`plan-${selectionId}`, `plan-${selectionId}-swept-1`];
    for (const jobId of rounds) await producer.enqueueAndWait(GeneratePlanJob, payload, { timeoutMs: 5_000, jobId });

    const delivered = (await inbox.getJobs(['waiting', 'delayed', 'active', 'completed'])).filter((job) => job.data.selectionId === selectionId);
    expect(delivered.map((job) => job.id).sort()).toEqual(rounds.map(planDeliveryJobId).sort());
    const [job] = delivered;
    expect(job.name).toBe(PlanGeneratedJob.name);
    const data = PlanGeneratedJob.schema.parse(job.data);
    expect(data.submissionId).toBe(business.submissionId);
    expect(PlanData.parse(data.planData).executiveSummary).toContain('Bright Smile Dental');
    expect(data.generation.source).toBe('catalog');
  });
});
