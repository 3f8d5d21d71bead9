import { AdminSubscriptionsResponse, ClientDashboardResponse, DeliverEmailJob, TestCards, SubmissionProfileResponse, ErrorEnvelope, NotificationsReadResponse, SubscriptionPaymentIssueJob } from '@biz/contracts';
import { fromClientAddress, idleQueueCounts, queuedJobs, waitUntil } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { confirmEmailOf, signUpClient } from '../../testing/account-emails';
import { billingAs, clientThrough } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';

// The agency moves a client's automations on from the admin desk; the client sees it on its dashboard, in
// its notifications and (when it allows) by email. svc-admin in process on real svc-intake and svc-billing.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
beforeAll(async () => {
  stack = await startAdminOnContexts({ CLIENT_AUTH_RATE_LIMIT_PER_MINUTE: '1000', CLIENT_EMAIL_RATE_LIMIT_PER_MINUTE: '1000', PUBLIC_URL: 'https://bizautomate.example' });
}, 60_000);
afterAll(() => stack?.close());

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  stack.t.app.inject({ method, url, headers: { cookie, ...fromClientAddress('10.4.0.1') }, ...(payload ? { payload } : {}) });
const admin = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) => inject(method, url, stack.cookie, payload);
const dashboardOf = async (cookie: string) => ClientDashboardResponse.parse((await inject('GET', '/api/client/dashboard', cookie)).json());
const profileOf = async (id: string) => SubmissionProfileResponse.parse((await admin('GET', `/api/admin/clients/${id}/profile`)).json());

/** A business that chose `select` workflows and whose owner signed up and proved the email: its submission id and the client's cookie. */
async function signedUpClient(name: string, select = 2): Promise<{ submissionId: string; cookie: string; email: string }> {
  const email = `owner-${randomUUID().slice(0, 8)}@${name.toLowerCase().replaceAll(' ', '-')}.example`;
  const submissionId = await clientThrough(stack.contexts, name, email, { select, order: 'none' });
  const cookie = await signUpClient(stack.t, { email, businessName: name });
  await confirmEmailOf(stack.t, email, { cookie });
  return { submissionId, cookie, email };
}

/** The notices about its automations: not the emails the product sends every lead (its plan's), which have a lead key. */
const emailsTo = (to: string) =>
  stack.t.query<{ subject: string; body: string; submission_id: string }>('SELECT subject, body, submission_id FROM $schema.agency_emails WHERE to_address = $1 AND lead_email_key IS NULL ORDER BY created_at', [to]);

describe('the agency delivers automations', () => {
  it('shows the account and its automations on the profile; a change reaches the dashboard, the bell, the email log and the timeline', async () => {
    const { submissionId, cookie, email } = await signedUpClient('Delivery Dental');
    const profile = await profileOf(submissionId);
    expect(profile.account).toMatchObject({ email, businessName: 'Delivery Dental', emailNotifications: true });
    const [first] = profile.automations;

    const res = await admin('PATCH', `/api/admin/automations/${first.id}`, { status: 'live', progressPercent: 100, goLiveDate: '2026-11-20', estimatedWeeklyTimeSaved: 7.5, minutesPerRun: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first.id, status: 'live', progressPercent: 100, goLiveDate: '2026-11-20', minutesPerRun: 3, actualWeeklyTimeSaved: null, savingsBasis: 'estimated' });
    expect(res.json().lastActivityAt).not.toBeNull();

    const dashboard = await dashboardOf(cookie);
    expect(dashboard).toMatchObject({ liveAutomations: 1, totalTimesSaved: 7.5, totalWeeklySavings: 18750, totalMonthlySavings: 81250 });
    expect(dashboard.notifications).toEqual([expect.objectContaining({ title: 'Automation live', message: `Your ${first.title} is live`, isRead: false })]);
    expect(await emailsTo(email)).toEqual([
      { subject: `Your ${first.title} is live`, body: expect.stringContaining('See it on your dashboard: https://bizautomate.example/client/dashboard'), submission_id: submissionId },
    ]);
    const after = await profileOf(submissionId);
    expect(after.timeline.filter((e) => e.kind === 'admin-action').map((e) => e.kind === 'admin-action' && e.action)).toContain('automation.updated');
    expect(after.automations.find((a) => a.id === first.id)?.status).toBe('live');
  }, 30_000);

  it('emails nothing once the client turned emails off, and still tells it in the bell', async () => {
    const { submissionId, cookie, email } = await signedUpClient('Quiet Salon');
    expect((await inject('PATCH', '/api/client/preferences', cookie, { emailNotifications: false })).json()).toEqual({ emailNotifications: false });
    const [first] = (await profileOf(submissionId)).automations;
    await admin('PATCH', `/api/admin/automations/${first.id}`, { status: 'in_progress', progressPercent: 30 });
    expect((await dashboardOf(cookie)).notifications.map((n) => n.message)).toEqual([`We started building your ${first.title}`]);
    expect(await emailsTo(email)).toEqual([]);
    expect((await dashboardOf(cookie)).client.emailNotifications).toBe(false);
  }, 30_000);

  it('marks one notification read, then all; another account cannot touch them', async () => {
    const { submissionId, cookie } = await signedUpClient('Bell Bakery');
    const other = await signedUpClient('Other Bakery', 1);
    const [first, second] = (await profileOf(submissionId)).automations;
    await admin('PATCH', `/api/admin/automations/${first.id}`, { progressPercent: 20 });
    await admin('PATCH', `/api/admin/automations/${second.id}`, { progressPercent: 40 });
    const [newest] = (await dashboardOf(cookie)).notifications;
    expect((await inject('POST', `/api/client/notifications/${newest.id}/read`, other.cookie, {})).statusCode).toBe(404);
    expect((await dashboardOf(cookie)).notifications.every((n) => !n.isRead)).toBe(true);
    expect(NotificationsReadResponse.parse((await inject('POST', `/api/client/notifications/${newest.id}/read`, cookie, {})).json())).toEqual({ unread: 1 });
    expect((await inject('POST', `/api/client/notifications/${newest.id}/read`, cookie, {})).json()).toEqual({ unread: 1 });
    expect((await inject('POST', '/api/client/notifications/read-all', cookie, {})).json()).toEqual({ unread: 0 });
    expect((await dashboardOf(cookie)).notifications.map((n) => n.isRead)).toEqual([true, true]);
  }, 30_000);

  it('lets a client ask to resume a paused automation of its own, once, until the agency acts and says so', async () => {
    const { submissionId, cookie } = await signedUpClient('Paused Gym');
    const stranger = await signedUpClient('Stranger Gym', 1);
    const [first, second] = (await profileOf(submissionId)).automations;
    await admin('PATCH', `/api/admin/automations/${first.id}`, { status: 'paused' });

    const refused = await inject('POST', `/api/client/automations/${second.id}/resume-request`, cookie, {});
    expect(refused.statusCode).toBe(409);
    expect((await inject('POST', `/api/client/automations/${first.id}/resume-request`, stranger.cookie, {})).statusCode).toBe(409);

    const asked = await inject('POST', `/api/client/automations/${first.id}/resume-request`, cookie, {});
    expect(asked.statusCode).toBe(200);
    const requestedAt = asked.json().resumeRequestedAt;
    expect(requestedAt).not.toBeNull();
    expect((await inject('POST', `/api/client/automations/${first.id}/resume-request`, cookie, {})).json().resumeRequestedAt).toBe(requestedAt);
    expect((await dashboardOf(cookie)).automations.find((a) => a.id === first.id)?.status).toBe('paused');
    const seen = await profileOf(submissionId);
    expect(seen.automations.find((a) => a.id === first.id)?.resumeRequestedAt).toBe(requestedAt);
    expect(seen.timeline.some((e) => e.kind === 'admin-action' && e.action === 'automation.resume-requested')).toBe(true);

    await admin('PATCH', `/api/admin/automations/${first.id}`, { status: 'in_progress' });
    const after = await dashboardOf(cookie);
    expect(after.automations.find((a) => a.id === first.id)).toMatchObject({ status: 'in_progress', resumeRequestedAt: null });
    expect(after.notifications[0].message).toBe(`We resumed work on your ${first.title}`);
  }, 30_000);

  it('refuses bad changes with 400 and field errors, an unknown automation with 404, and a client with 403, changing nothing', async () => {
    const { submissionId, cookie } = await signedUpClient('Strict Spa', 1);
    const [first] = (await profileOf(submissionId)).automations;
    for (const body of [{}, { progressPercent: 101 }, { minutesPerRun: 1.234 }, { actualWeeklyTimeSaved: 7.5 }, { estimatedWeeklyTimeSaved: 169 }, { status: 'done' }, { goLiveDate: '2026-02-30' }, { title: 'Renamed' }]) {
      const res = await admin('PATCH', `/api/admin/automations/${first.id}`, body);
      expect([res.statusCode, ErrorEnvelope.parse(res.json()).error.code]).toEqual([400, 'ValidationFailed']);
    }
    expect((await admin('PATCH', `/api/admin/automations/${randomUUID()}`, { progressPercent: 10 })).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/admin/automations/${first.id}`, cookie, { progressPercent: 10 })).statusCode).toBe(403);
    expect((await profileOf(submissionId)).automations[0]).toEqual(first);
    expect((await dashboardOf(cookie)).notifications).toEqual([]);
  }, 30_000);

  it("deletes a business's automations with the business; the account stays", async () => {
    const { submissionId, cookie } = await signedUpClient('Gone Cafe', 1);
    expect((await dashboardOf(cookie)).automations).toHaveLength(1);
    expect((await admin('DELETE', `/api/admin/clients/${submissionId}`)).statusCode).toBe(200);
    const dashboard = await dashboardOf(cookie);
    expect(dashboard.automations).toEqual([]);
    expect(dashboard.client.businessName).toBe('Gone Cafe');
  }, 30_000);

  it("refuses to set more automations live than the client's plan allows, and says so", async () => {
    // Two submissions of one email: four automations on one account.
    const { email } = await signedUpClient('Limited Lashes', 2);
    await clientThrough(stack.contexts, 'Limited Lashes', email, { select: 2, order: 'none' });
    const login = await stack.t.app.inject({ method: 'POST', url: '/api/client/login', payload: { email, password: 'a long secret' } });
    const cookie = /(?:^|,)(sid=[^;]*)/.exec(String(login.headers['set-cookie']))![1];
    // The client subscribes to Starter (3 live automations) at billing, with its own session.
    expect(await billingAs(stack.contexts, cookie).subscribe('Starter', 'monthly')).toBe(200);

    const automations = (await dashboardOf(cookie)).automations;
    expect(automations).toHaveLength(4);
    const goLive = (id: string) => admin('PATCH', `/api/admin/automations/${id}`, { status: 'live' });
    // All four at once: the account's lock lets exactly three through.
    const answers = await Promise.all(automations.map((a) => goLive(a.id)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    const waiting = automations[answers.indexOf(refused)];
    expect(ErrorEnvelope.parse(refused.json()).error).toEqual({
      code: 'PlanLimitReached',
      message: "The client's Starter plan allows 3 live automations. Pause another one, or the client can upgrade from their dashboard.",
    });
    expect((await dashboardOf(cookie)).subscription).toMatchObject({ plan: 'Starter', maxAutomations: 3 });
    expect((await dashboardOf(cookie)).automations.filter((a) => a.status === 'live')).toHaveLength(3);

    // Another change to a live one, or pausing one to make room, is not held back by the limit.
    const live = automations.find((a) => a !== waiting)!;
    expect((await admin('PATCH', `/api/admin/automations/${live.id}`, { status: 'live', progressPercent: 100 })).statusCode).toBe(200);
    expect((await admin('PATCH', `/api/admin/automations/${live.id}`, { status: 'paused' })).statusCode).toBe(200);
    expect((await goLive(waiting.id)).statusCode).toBe(200);
  });

  it('shows the agency each client subscription, the recurring revenue, and a renewal that failed first', async () => {
    const { email, cookie } = await signedUpClient('Recurring Reiki', 1);
    const billing = billingAs(stack.contexts, cookie);
    expect(await billing.subscribe('Growth', 'yearly')).toBe(200);
    const subscriptions = async () => AdminSubscriptionsResponse.parse((await admin('GET', '/api/admin/subscriptions')).json());

    const before = await subscriptions();
    const mine = before.subscriptions.find((s) => s.email === email);
    expect(mine).toMatchObject({ businessName: 'Recurring Reiki', plan: 'Growth', billing: 'yearly', status: 'active', priceCents: 297000, monthlyCents: 24750, paymentIssue: null });
    expect(before.mrrCents).toBe(before.subscriptions.filter((s) => s.status === 'active').reduce((sum, s) => sum + s.monthlyCents, 0));

    // Its card now fails, and a year goes by on the simulated clock: the renewal fails.
    expect((await billing.post('/api/subscription/payment-method', { paymentMethodId: await billing.card(TestCards.chargeFailsAfterAttach) })).status).toBe(200);
    expect((await billingAs(stack.contexts, stack.cookie).post('/api/admin/billing/test-clock/advance', { days: 366 })).status).toBe(200);
    const after = await subscriptions();
    expect(after.subscriptions[0]).toMatchObject({ email, status: 'past_due', paymentIssue: 'payment_failed' });
    expect(after.pastDueCount).toBeGreaterThanOrEqual(1);
    expect(after.mrrCents).toBe(after.subscriptions.filter((s) => s.status === 'active').reduce((sum, s) => sum + s.monthlyCents, 0));
    expect((await inject('GET', '/api/admin/subscriptions', cookie)).statusCode).toBe(403);

    // Billing told svc-admin: the client has a notification and an email, once, however often the renewal is retried.
    const told = async () => (await dashboardOf(cookie)).notifications.filter((n) => n.title === 'Payment failed');
    await waitUntil(async () => (await told()).length === 1, 10_000);
    expect((await told())[0].message).toBe('We could not take the payment for your Growth plan: update your card in the Subscription tab');
    expect((await billingAs(stack.contexts, stack.cookie).post('/api/admin/billing/test-clock/advance', { days: 4 })).status).toBe(200);
    // The retry's news (billing enqueues it before the clock answers) has been handled by svc-admin's inbox.
    expect(await idleQueueCounts(stack.t.env.REDIS_URL, stack.t.env.QUEUE_PREFIX, SubscriptionPaymentIssueJob.queue, 10_000)).toMatchObject({ waiting: 0, delayed: 0, prioritized: 0, active: 0 });
    expect(await told()).toHaveLength(1);
    const emails = (await queuedJobs(stack.t.env.REDIS_URL, stack.t.env.QUEUE_PREFIX, DeliverEmailJob)).map((job) => DeliverEmailJob.schema.parse(job.data)).filter((job) => job.to === email);
    // Besides the emails every lead and account get (the plan's, the address proof), the failure once.
    expect(emails.map((job) => job.subject).filter((subject) => subject === 'Your Growth plan payment failed')).toHaveLength(1);
    expect(emails.map((job) => job.subject)).toContain('Confirm your email address');
  });
});
