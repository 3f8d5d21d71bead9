import { AgencyEmailReportedJob, DeliverEmailJob, GeneratePlanJob, OrderEmailReportedJob, PlanGeneratedJob, SendOrderConfirmationJob, type JobDefinition } from '@biz/contracts';
import { exampleIntake, exampleLead, exampleSuggestion, SUBMISSION_ID } from '@biz/contracts/testing';
import { startSmtpPeer, type SmtpPeer } from '@biz/server-kit/testing';
import { lastQueued, runnerOf, verifyJobs } from '@biz/server-kit/testing/pact';
import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { pactWorker } from './testing/pact-worker';

// The reports and results the worker puts on the services' inbox queues, made by its real handlers (emails
// through a real SMTP peer) and read back from Redis.
let smtp: SmtpPeer;
let worker: ReturnType<typeof pactWorker>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  worker = pactWorker({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await worker?.close();
  await smtp?.close();
});

const business = { submissionId: SUBMISSION_ID, ...exampleIntake };

/** Runs `job` with `payload` through the worker's handler, then reads back what it put on an inbox. */
const reportOf = (job: JobDefinition, payload: unknown, report: JobDefinition) => async () => {
  await runnerOf(worker.handlers, job)(payload);
  return lastQueued(worker.redisUrl, worker.prefix, report);
};

it('svc-ai-worker puts on the inbox queues the jobs the services handle', async () => {
  const pacts = await verifyJobs('svc-ai-worker', {
    'the report of a sent agency email': reportOf(DeliverEmailJob, { emailId: randomUUID(), to: exampleIntake.contactEmail, subject: 'Your plan', text: 'Hi Glow Med Spa team' }, AgencyEmailReportedJob),
    'a generated plan': reportOf(
      GeneratePlanJob,
      { selectionId: randomUUID(), business, selectedWorkflows: [exampleSuggestion], totalSetupCost: exampleSuggestion.setupCost, totalMonthlyCost: exampleSuggestion.monthlyCost },
      PlanGeneratedJob,
    ),
    'the report of a sent order confirmation': reportOf(
      SendOrderConfirmationJob,
      { emailId: randomUUID(), orderId: randomUUID(), to: exampleLead.contactEmail, businessName: exampleLead.businessName, package: 'starter', amountCents: 99700, paidAt: new Date().toISOString() },
      OrderEmailReportedJob,
    ),
  });
  expect(pacts.map((path) => basename(path)).sort()).toEqual(['svc-admin-svc-ai-worker.json', 'svc-billing-svc-ai-worker.json', 'svc-intake-svc-ai-worker.json']);
}, 60_000);
