import { AdminDashboardResponse, AgencyEmailReportedJob, BusinessHappenedJob, businessHappenedJobId, ErrorEnvelope, ScheduleCallResponse, SubmissionProfileResponse, type PipelineStage, type PlanStatusFilter } from '@biz/contracts';
import { JOB_PRODUCER, type JobProducer } from '@biz/server-kit';
import { fromClientAddress, waitUntil } from '@biz/server-kit/testing';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { confirmEmailOf, signUpClient } from '../../testing/account-emails';
import { billingAs, clientThrough, sprintCheckout } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';
import { CallsService } from '../calls/calls.service';

// Every move of the pipeline, by what happens (through the real queue and the admin inbox, with the real
// svc-intake and svc-billing processes) and by hand; SPEC's status filter follows it.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
/** The admin inbox's queue, read to see a job handled and what its handler answered. */
let inbox: Queue;
beforeAll(async () => {
  stack = await startAdminOnContexts({ CLIENT_AUTH_RATE_LIMIT_PER_MINUTE: '1000', CLIENT_EMAIL_RATE_LIMIT_PER_MINUTE: '1000' });
  inbox = new Queue(BusinessHappenedJob.queue, { connection: { url: stack.t.env.REDIS_URL }, prefix: stack.contexts.queuePrefix });
}, 60_000);
afterAll(async () => {
  await inbox?.close();
  await stack?.close();
});

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  stack.t.app.inject({ method, url, headers: { cookie: stack.cookie, ...fromClientAddress('10.9.0.1') }, ...(payload ? { payload } : {}) });
const profileOf = async (id: string) => SubmissionProfileResponse.parse((await admin('GET', `/api/admin/clients/${id}/profile`)).json());
const stageOf = async (id: string) => (await profileOf(id)).pipeline.stage;
const reaches = async (id: string, stage: PipelineStage) => {
  await waitUntil(async () => (await stageOf(id)) === stage, 15_000);
  expect(await stageOf(id)).toBe(stage);
};
const rowOf = async (id: string, status: PlanStatusFilter = 'all') => {
  const page = AdminDashboardResponse.parse((await admin('GET', `/api/admin/dashboard?status=${status}&pageSize=100`)).json());
  return page.submissions.find((row) => row.id === id);
};
const email = (name: string) => `owner-${randomUUID().slice(0, 8)}@${name}.example`;

/** The worker's report that an agency email went out, on the real admin inbox queue. */
async function reportSent(emailId: string) {
  const jobId = `report-${emailId}`;
  await stack.t.app.get<JobProducer>(JOB_PRODUCER).enqueue(AgencyEmailReportedJob, { emailId, status: 'sent', messageId: `<${emailId}@test>`, error: null }, { jobId });
  return jobId;
}
/** What the inbox's handler answered for a job, once it has completed (undefined until then). */
async function handled(jobId: string): Promise<unknown> {
  const job = await inbox.getJob(jobId);
  return job && (await job.getState()) === 'completed' ? job.returnvalue : undefined;
}
async function sendEmail(clientId: string, emailType?: 'plan_ready' | 'welcome') {
  const res = await admin('POST', '/api/admin/send-email', { clientId, subject: 'Your plan', body: 'Here it is.', ...(emailType ? { emailType } : {}) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { emailId: string }).emailId;
}
async function bookCall(clientId: string) {
  // The first free time: the calendar refuses a second call at one time.
  const [{ scheduledDate, scheduledTime }] = await stack.t.app.get(CallsService).openSlots();
  const res = await admin('POST', '/api/admin/schedule-call', { clientId, callType: 'video', duration: 30, scheduledDate, scheduledTime });
  expect(res.statusCode).toBe(200);
  return ScheduleCallResponse.parse(res.json()).callId;
}
const stageMoves = async () => (await stack.t.query<{ n: number }>('SELECT count(*)::int AS n FROM $schema.stage_moves'))[0].n;

describe('a business moves by what happens to it', () => {
  it('goes New, Plan sent (the plan email went out), Call booked, Won (a sprint paid), Delivering, Live; SPEC\'s filter follows', async () => {
    const address = email('journey');
    const id = await clientThrough(stack.contexts, 'Journey Dental', address, { order: 'none' });
    expect(await stageOf(id)).toBe('new');
    expect(await rowOf(id)).toMatchObject({ stage: 'new', status: 'pending' });

    // A welcome email that goes out moves nothing; the plan email, once the worker reports it sent, does.
    await reportSent(await sendEmail(id, 'welcome'));
    const plan = await sendEmail(id, 'plan_ready');
    expect(await stageOf(id)).toBe('new');
    await reportSent(plan);
    await reaches(id, 'plan_sent');
    await waitUntil(async () => (await rowOf(id, 'sent')) !== undefined, 5_000);
    expect(await rowOf(id, 'sent')).toMatchObject({ stage: 'plan_sent', status: 'sent' });
    expect(await rowOf(id, 'pending')).toBeUndefined();

    await bookCall(id);
    await reaches(id, 'call_booked');

    // The lead pays a sprint with the same address in another case: billing tells the desk.
    await sprintCheckout(stack.contexts, 'Journey Dental', address.toUpperCase(), 'paid');
    await reaches(id, 'won');
    await waitUntil(async () => (await rowOf(id, 'completed')) !== undefined, 5_000);
    expect(await rowOf(id, 'completed')).toMatchObject({ stage: 'won', status: 'completed' });
    expect(await rowOf(id, 'sent')).toBeUndefined();

    // The owner signs up and proves the address: the chosen workflows become automations the agency delivers.
    await stack.t.app.inject({ method: 'POST', url: '/api/client/signup', payload: { email: address, password: 'a long secret', businessName: 'Journey Dental' } });
    await confirmEmailOf(stack.t, address);
    const [automation] = (await profileOf(id)).automations;
    expect((await admin('PATCH', `/api/admin/automations/${automation.id}`, { status: 'in_progress', progressPercent: 20 })).statusCode).toBe(200);
    await reaches(id, 'delivering');
    expect((await admin('PATCH', `/api/admin/automations/${automation.id}`, { status: 'live', progressPercent: 100 })).statusCode).toBe(200);
    await reaches(id, 'live');

    const { timeline } = await profileOf(id);
    const moves = timeline.filter((e) => e.kind === 'stage-moved').toReversed();
    expect(moves.map((e) => e.kind === 'stage-moved' && [e.from, e.to, e.cause])).toEqual([
      ['new', 'plan_sent', 'plan-email-sent'],
      ['plan_sent', 'call_booked', 'call-booked'],
      ['call_booked', 'won', 'sprint-paid'],
      ['won', 'delivering', 'automation-in-progress'],
      ['delivering', 'live', 'automation-live'],
    ]);
    expect(moves.every((e) => e.kind === 'stage-moved' && e.by === undefined)).toBe(true);
  }, 90_000);

  it('never moves back: a plan email or a call after the business is won leaves it won', async () => {
    const address = email('forward');
    const id = await clientThrough(stack.contexts, 'Forward Salon', address, { order: 'paid' });
    await reaches(id, 'won');
    const report = await reportSent(await sendEmail(id, 'plan_ready'));
    const booked = businessHappenedJobId('call-booked', await bookCall(id));
    // Both happenings are handled by the inbox (the call's without moving anything), and the business stays won.
    await waitUntil(async () => (await handled(report)) !== undefined && (await handled(booked)) !== undefined, 15_000);
    expect([await handled(report), await handled(booked)]).toEqual([{ stored: true }, { moved: false }]);
    expect(await stageOf(id)).toBe('won');
    expect((await profileOf(id)).timeline.filter((e) => e.kind === 'stage-moved')).toHaveLength(1);
  }, 60_000);

  it('is won when its client account subscribes', async () => {
    const address = email('subscriber');
    const id = await clientThrough(stack.contexts, 'Subscriber Spa', address, { order: 'none' });
    const cookie = await signUpClient(stack.t, { email: address, businessName: 'Subscriber Spa' });
    await confirmEmailOf(stack.t, address, { cookie });
    expect(await billingAs(stack.contexts, cookie).subscribe('Starter', 'monthly')).toBe(200);
    await reaches(id, 'won');
    const [move] = (await profileOf(id)).timeline.filter((e) => e.kind === 'stage-moved');
    expect(move).toMatchObject({ from: 'new', to: 'won', cause: 'subscription-started' });
    // The record shows the subscription: its plan, where it stands, what it brings a month, its next invoice.
    const { subscription } = await profileOf(id);
    expect(subscription).toMatchObject({ plan: 'Starter', billing: 'monthly', status: 'active', cancelAtPeriodEnd: false, paymentIssue: null });
    expect(subscription?.monthlyCents).toBe(subscription?.priceCents);
    expect(Date.parse(subscription?.nextBillingDate ?? '')).toBeGreaterThan(Date.now());
  }, 60_000);

  it("shows no subscription on the record of an account that has not proven the business's address", async () => {
    const address = email('unproven');
    const id = await clientThrough(stack.contexts, 'Unproven Spa', address, { order: 'none' });
    const cookie = await signUpClient(stack.t, { email: address, businessName: 'Unproven Spa' });
    expect(await billingAs(stack.contexts, cookie).subscribe('Starter', 'monthly')).toBe(200);
    const profile = await profileOf(id);
    expect(profile.account).toMatchObject({ emailVerified: false });
    expect(profile.subscription).toBeNull();
  }, 60_000);
});

describe('a business moved by hand', () => {
  it('needs a reason to be lost, names who moved it, and comes back when it acts again', async () => {
    const id = await clientThrough(stack.contexts, 'Handmoved Gym', email('hand'), { order: 'none' });
    const before = await stageMoves();
    const noReason = await admin('POST', `/api/admin/clients/${id}/stage`, { stage: 'lost' });
    expect(noReason.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(noReason.json()).error.fields).toEqual({ reason: ['Say why the business is lost.'] });
    expect(await stageMoves()).toBe(before);

    const lost = await admin('POST', `/api/admin/clients/${id}/stage`, { stage: 'lost', reason: 'Chose <b>another</b> agency' });
    expect(lost.statusCode).toBe(200);
    expect(lost.json()).toMatchObject({ stage: 'lost', lostReason: 'Chose <b>another</b> agency' });
    expect(await rowOf(id)).toMatchObject({ stage: 'lost', status: 'pending' });
    const [move] = (await profileOf(id)).timeline.filter((e) => e.kind === 'stage-moved');
    expect(move).toMatchObject({ from: 'new', to: 'lost', cause: 'by-hand', reason: 'Chose <b>another</b> agency', by: { kind: 'bootstrap-owner' } });

    await bookCall(id);
    await reaches(id, 'call_booked');
    expect((await profileOf(id)).pipeline.lostReason).toBeNull();

    const won = await admin('POST', `/api/admin/clients/${id}/stage`, { stage: 'won' });
    expect(won.json()).toMatchObject({ stage: 'won', lostReason: null });
    await waitUntil(async () => (await rowOf(id, 'completed')) !== undefined, 5_000);
    expect(await rowOf(id, 'completed')).toMatchObject({ stage: 'won' });
  }, 60_000);

  it.each([
    [{ stage: 'archived' }, ['stage']],
    [{}, ['stage']],
    [{ stage: 'lost', reason: 'x'.repeat(501) }, ['reason']],
    [{ stage: 'lost', reason: '   ' }, ['reason']],
    [{ stage: 42 }, ['stage']],
  ])('refuses %j with a 400 naming %j, and moves nothing', async (body, fields) => {
    const id = await clientThrough(stack.contexts, 'Refused Cafe', email('refused'), { order: 'none' });
    const before = await stageMoves();
    const res = await admin('POST', `/api/admin/clients/${id}/stage`, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(ErrorEnvelope.parse(res.json()).error.fields ?? {})).toEqual(fields);
    expect(await stageMoves()).toBe(before);
  });

  it("answers the submission's 404 for an unknown id", async () => {
    const res = await admin('POST', `/api/admin/clients/${randomUUID()}/stage`, { stage: 'won' });
    expect(res.statusCode).toBe(404);
    expect(ErrorEnvelope.parse(res.json()).error.code).toBe('SubmissionNotFound');
  });
});
