import { BusinessHappenedJob, CallReminderJob, NotifyAgencyJob, SubmissionProfileResponse, DeliverEmailJob, endpointPath, Endpoints, GenerateEmailJob, GenerateOnboardingFormJob, RenderPlanPdfJob, RenderSavingsReportJob, RenderSignedProposalJob, type EndpointName, type JobDefinition } from '@biz/contracts';
import { startWorkerProcess, type WorkerProcess } from '@biz/server-kit/testing';
import { lastQueued, verifyJobs } from '@biz/server-kit/testing/pact';
import { basename } from 'node:path';
import { CallsService } from './desk/calls/calls.service';
import { ProposalsService } from './desk/proposals/proposals.service';
import { plannedClient } from './testing/client-fixtures';
import { proveEmailOf, signUpClient } from './testing/account-emails';
import { startAdminOnContexts } from './testing/context-processes';
import { proposalTokenIn } from './testing/proposal-links';

// Each job svc-admin puts on the `ai` queue (and on its own inbox), made by its real code at an admin's request and read back from
// Redis. The real worker runs on the stack's prefix: it writes the plans the requests need and completes
// the jobs, which stay readable in Redis for a while after. Drafts are asked of the worker, as with an LLM.
let desk: Awaited<ReturnType<typeof startAdminOnContexts>>;
let worker: WorkerProcess;
let clientId: string;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const caller = { requestId: 'pact-provider-state', address: '127.0.0.1' };

beforeAll(async () => {
  desk = await startAdminOnContexts({ DRAFTS_FROM: 'worker' });
  worker = await startWorkerProcess({ QUEUE_PREFIX: desk.contexts.queuePrefix });
  clientId = (await plannedClient(desk.contexts, 'Glow Med Spa', 'owner@glowmedspa.com')).submission.id;
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await desk?.close();
});

/** The business's proposal of its plan, drafted, sent and accepted by its link (as the client's page does): its id. */
async function acceptedProposal(): Promise<{ proposalId: string }> {
  const proposals = desk.t.app.get(ProposalsService);
  const { proposal, emailId } = await proposals.send((await proposals.draft(clientId, caller)).id, caller);
  const [email] = await desk.t.query<{ body: string }>('SELECT body FROM $schema.agency_emails WHERE id = $1', [emailId]);
  const token = proposalTokenIn(email.body);
  const res = await desk.t.app.inject({ method: 'POST', url: endpointPath('acceptProposal'), payload: { token, signerName: 'Ana Silva', agree: true, documentHash: proposal.documentHash } });
  if (res.statusCode !== 200) throw new Error(`acceptProposal: ${res.statusCode} ${res.body}`);
  return { proposalId: proposal.id };
}

/** Makes the admin's request, as the admin page would, then reads back the job it put on the queue. */
async function jobOf(job: JobDefinition, name: EndpointName, request: { params?: Record<string, string>; body?: unknown }) {
  const res = await desk.t.app.inject({ method: Endpoints[name].method, url: endpointPath(name, request.params), payload: request.body as object, headers: { cookie: desk.cookie } });
  if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  return lastQueued(redisUrl, desk.contexts.queuePrefix, job);
}

it('svc-admin puts on the queue the jobs the worker handles', async () => {
  const date = desk.t.app.get(CallsService).options().dates[0];
  const pacts = await verifyJobs('svc-admin', {
    'a generated plan to render as a PDF': () => jobOf(RenderPlanPdfJob, 'planPdf', { params: { id: clientId } }),
    'a plan-ready email to draft': () => jobOf(GenerateEmailJob, 'generateEmail', { body: { clientId, emailType: 'plan_ready' } }),
    'an onboarding form to generate': () => jobOf(GenerateOnboardingFormJob, 'generateOnboardingForm', { params: { id: clientId }, body: {} }),
    'an email the admin wrote, to deliver': () => jobOf(DeliverEmailJob, 'sendEmail', { body: { clientId, subject: 'Your plan', body: 'Hi Glow Med Spa team' } }),
    'a plan-ready email with its PDF, to deliver': () => jobOf(DeliverEmailJob, 'sendEmail', { body: { clientId, subject: 'Your plan', body: 'Hi Glow Med Spa team', emailType: 'plan_ready' } }),
    'a savings report to render as a PDF': async () => {
      // The business's owner signs up and the agency puts its automations live: the report has a week to print.
      const client = await signUpClient(desk.t, { email: 'owner@glowmedspa.com', businessName: 'Glow Med Spa' });
      await proveEmailOf(desk.t, 'owner@glowmedspa.com');
      const { automations } = SubmissionProfileResponse.parse((await desk.t.app.inject({ method: 'GET', url: `/api/admin/clients/${clientId}/profile`, headers: { cookie: desk.cookie } })).json());
      for (const { id } of automations) await desk.t.app.inject({ method: 'PATCH', url: `/api/admin/automations/${id}`, headers: { cookie: desk.cookie }, payload: { status: 'live', estimatedWeeklyTimeSaved: 7.5 } });
      const res = await desk.t.app.inject({ method: 'GET', url: '/api/client/reports/savings.pdf', headers: { cookie: client } });
      if (res.statusCode !== 200) throw new Error(`savingsReportPdf: ${res.statusCode} ${res.body}`);
      return lastQueued(redisUrl, desk.contexts.queuePrefix, RenderSavingsReportJob);
    },
    'an accepted proposal to render as signed': async () => {
      const { proposalId } = await acceptedProposal();
      return jobOf(RenderSignedProposalJob, 'signedProposalPdf', { params: { id: proposalId } });
    },
    "a signed proposal's email, to deliver": async () => {
      await acceptedProposal();
      return lastQueued(redisUrl, desk.contexts.queuePrefix, DeliverEmailJob);
    },
    'a booked call with its invite, to deliver': () =>
      jobOf(DeliverEmailJob, 'scheduleCall', { body: { clientId, callType: 'video', duration: 30, scheduledDate: date, scheduledTime: '10:00' } }),
    'a call booked': () => jobOf(BusinessHappenedJob, 'scheduleCall', { body: { clientId, callType: 'phone', duration: 15, scheduledDate: date, scheduledTime: '11:00' } }),
    'a call booked to tell the agency of': () => jobOf(NotifyAgencyJob, 'scheduleCall', { body: { clientId, callType: 'phone', duration: 15, scheduledDate: date, scheduledTime: '12:00' } }),
    // Tomorrow's call: its hour-before reminder at least is ahead.
    'a call reminder due': () => jobOf(CallReminderJob, 'scheduleCall', { body: { clientId, callType: 'video', duration: 15, scheduledDate: date, scheduledTime: '14:00' } }),
  });
  expect(pacts.map((path) => basename(path)).sort()).toEqual(['svc-admin-inbox-svc-admin.json', 'svc-ai-worker-svc-admin.json']);
}, 60_000);
