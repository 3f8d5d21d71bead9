import { DeliverEmailJob, endpointPath, endpointUrl, ErrorEnvelope, NOTIFICATION_STREAM_EVENT, NotifyAgencyJob, StaffNotification, StaffNotificationPreferencesResponse, StaffNotificationsResponse, type NotificationEvent } from '@biz/contracts';
import { runJob } from '@biz/server-kit';
import { fromClientAddress, waitUntil } from '@biz/server-kit/testing';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { AdminInbox } from '../inbox/admin-inbox';
import { signUpClient } from '../../testing/account-emails';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';
import { clientThrough } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';
import { CallsService } from '../calls/calls.service';
import { NotificationStreams } from './notification-streams';

// The agency is told: each event, from where it happens (the real svc-intake and svc-billing processes, the
// desk's and the portal's endpoints, the real admin inbox), makes one notification per member, once; members
// read theirs, choose which come by email, and an open desk hears of them through the stream, whichever
// instance made them.
const settings = { SUPPORT_EMAIL: 'help@agency.example', PUBLIC_URL: 'https://desk.agency.example', NOTIFICATION_STREAMS_PER_MEMBER: '2', NOTIFICATION_STREAMS_MAX: '3', NOTIFICATION_STREAM_HEARTBEAT_SECONDS: '1' };
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
let dana: { id: string; cookie: string };
let emails: Queue;
beforeAll(async () => {
  stack = await startAdminOnContexts(settings);
  const [row] = await stack.t.query<{ id: string }>(`INSERT INTO $schema.staff_accounts (email, name, role, password_hash, totp_secret) VALUES ('dana@agency.example', 'Dana Desk', 'staff', 'x', 'v1.x.y.z') RETURNING id`);
  dana = { id: row.id, cookie: await stack.t.adminCookie({ accountId: row.id, role: 'staff' }) };
  emails = new Queue(DeliverEmailJob.queue, { connection: { url: stack.t.env.REDIS_URL }, prefix: stack.contexts.queuePrefix });
}, 90_000);
afterAll(async () => {
  await emails?.close();
  await stack?.close();
});

const as = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => stack.t.app.inject({ method, url, headers: { cookie, ...fromClientAddress('10.9.0.2') }, ...(payload ? { payload } : {}) });
const listOf = async (cookie: string, query: Record<string, string> = {}) => {
  const res = await as(cookie, 'GET', endpointUrl('staffNotifications', { query }));
  expect(res.statusCode).toBe(200);
  return StaffNotificationsResponse.parse(res.json());
};
/** Every member's rows of one event (the bootstrap owner's and Dana's). */
const rowsOf = (event: NotificationEvent, recordId?: string) =>
  stack.t.query<{ member: string; event_key: string }>(`SELECT member, event_key FROM $schema.staff_notifications WHERE event = $1 AND ($2::uuid IS NULL OR record_id = $2::uuid) ORDER BY member`, [event, recordId ?? null]);
const members = () => [dana.id, 'owner-password'].sort();
/** Waits until the event made its notifications (the inbox handles it), then says each member has exactly one. */
async function toldOnce(event: NotificationEvent, recordId?: string) {
  await waitUntil(async () => (await rowsOf(event, recordId)).length > 0, 15_000);
  const rows = await rowsOf(event, recordId);
  expect(rows.map((row) => row.member)).toEqual(members());
  return rows[0].event_key;
}
const email = (name: string) => `owner-${randomUUID().slice(0, 8)}@${name}.example`;

describe('each event the agency is told of makes one notification per member', () => {
  it('a new lead and its paid sprint (svc-intake, svc-billing), a call booked and moved, the sprint refunded', async () => {
    const id = await clientThrough(stack.contexts, 'Bell Dental', email('bell-dental'));
    await toldOnce('new-lead', id);
    const orderId = await toldOnce('sprint-paid', id);
    const [lead] = (await listOf(dana.cookie)).notifications.filter((n) => n.event === 'new-lead' && n.recordId === id);
    expect(lead).toMatchObject({ kind: 'new-lead', headline: 'New lead', businessName: 'Bell Dental', href: `/admin/businesses/${id}`, readAt: null });

    const [{ scheduledDate, scheduledTime }, later] = await stack.t.app.get(CallsService).openSlots();
    const booked = await as(stack.cookie, 'POST', endpointPath('scheduleCall', {}), { clientId: id, callType: 'video', duration: 30, scheduledDate, scheduledTime });
    expect(booked.statusCode).toBe(200);
    await toldOnce('call-booked', id);
    const { callId } = booked.json<{ callId: string }>();
    expect((await as(stack.cookie, 'POST', endpointPath('rescheduleCall', { id: callId }), { duration: 30, scheduledDate: later.scheduledDate, scheduledTime: later.scheduledTime })).statusCode).toBe(200);
    await toldOnce('call-moved', id);
    const [moved] = (await listOf(dana.cookie)).notifications.filter((n) => n.event === 'call-moved' && n.recordId === id);
    expect(moved).toMatchObject({ kind: 'call', href: `/admin/businesses/${id}/calls`, detail: `${later.scheduledDate} ${later.scheduledTime}` });

    expect((await as(stack.cookie, 'POST', endpointPath('adminRefundOrder', { id: orderId }), {})).statusCode).toBe(200);
    await toldOnce('sprint-refunded', id);
  }, 60_000);

  it("a client's ticket and its answer (the portal), an automation's first report and a report refused for its time", async () => {
    const client = await signUpClient(stack.t, { email: email('bell-salon'), businessName: 'Bell Salon' });
    const opened = await as(client, 'POST', endpointPath('createSupportTicket', {}), { subject: 'Link broken', message: 'It 404s.' });
    expect(opened.statusCode).toBe(200);
    await waitUntil(async () => (await rowsOf('ticket-opened')).length > 0, 15_000);
    const ticketId = opened.json<{ id: string }>().id;
    expect((await rowsOf('ticket-opened')).filter((row) => row.event_key === ticketId).map((row) => row.member)).toEqual(members());
    expect((await as(client, 'POST', endpointPath('answerSupportTicket', { id: ticketId }), { message: 'Still broken.' })).statusCode).toBe(200);
    await toldOnce('ticket-answered');

    const [automation] = await stack.t.query<{ id: string }>(
      `WITH sprint AS (INSERT INTO $schema.sprint_orders (order_id, package, covers, submission_id, paid_at, due_at) VALUES ($1, 'starter', 1, $2, now(), now() + interval '1 day') RETURNING order_id)
       INSERT INTO $schema.automations (order_id, submission_id, workflow_id, title, description, status, estimated_weekly_hours, setup_cost, monthly_cost, go_live_date)
       SELECT order_id, $2, 'missed-call-text-back', 'Missed-Call Text-Back', 'Texts back', 'live', 5, 0, 0, '2026-01-05' FROM sprint RETURNING id`,
      [randomUUID(), randomUUID()],
    );
    const issued = await as(stack.cookie, 'POST', endpointPath('issueAutomationIngestToken', { id: automation.id }), {});
    const token = issued.json<{ token: string }>().token;
    const report = (at: string) => stack.t.app.inject({ method: 'POST', url: endpointPath('reportAutomationRuns', { id: automation.id }), headers: { authorization: `Bearer ${token}`, ...fromClientAddress('10.9.0.3') }, payload: { eventId: randomUUID(), at, count: 2 } });
    expect((await report(new Date().toISOString())).statusCode).toBe(200);
    expect((await report(new Date().toISOString())).statusCode).toBe(200);
    await toldOnce('automation-first-report');
    // Two refused reports the same day: one notification.
    expect((await report(new Date(Date.now() + 86_400_000).toISOString())).statusCode).toBe(400);
    expect((await report(new Date(Date.now() + 2 * 86_400_000).toISOString())).statusCode).toBe(400);
    await toldOnce('run-report-refused');
    const [refused] = (await listOf(dana.cookie)).notifications.filter((n) => n.event === 'run-report-refused');
    expect(refused).toMatchObject({ kind: 'run-report-out-of-bounds', detail: 'Missed-Call Text-Back', section: 'automations' });
  }, 60_000);

  it('a retried or repeated job notifies nobody twice', async () => {
    const notice = { event: 'new-lead', eventKey: randomUUID(), recordId: randomUUID(), businessName: 'Twice Bakery', detail: null } as const;
    const handler = stack.t.app.get(AdminInbox).handlers().find((h) => h.job === NotifyAgencyJob)!;
    expect(await runJob(handler, notice, { jobId: 'first', attempt: 1 })).toEqual({ notified: 2 });
    expect(await runJob(handler, notice, { jobId: 'first', attempt: 2 })).toEqual({ notified: 0 });
    expect(await runJob(handler, notice, { jobId: 'another', attempt: 1 })).toEqual({ notified: 0 });
    expect(await rowsOf('new-lead', notice.recordId)).toHaveLength(2);
  });
});

describe("a member's notifications", () => {
  const notify = (businessName: string) =>
    runJob(stack.t.app.get(AdminInbox).handlers().find((h) => h.job === NotifyAgencyJob)!, { event: 'sprint-paid', eventKey: randomUUID(), recordId: randomUUID(), businessName, detail: 'Starter sprint' }, { jobId: randomUUID(), attempt: 1 });

  it('come newest first, a page at a time; one or all are marked read, by this member only', async () => {
    const cookie = await stack.t.adminCookie({ accountId: dana.id, role: 'staff' });
    await as(cookie, 'POST', endpointPath('markAllStaffNotificationsRead', {}), {});
    for (const name of ['Page One', 'Page Two', 'Page Three']) await notify(name);
    const first = await listOf(cookie, { limit: '2' });
    expect(first.notifications.map((n) => n.businessName)).toEqual(['Page Three', 'Page Two']);
    expect(first.unread).toBe(3);
    const second = await listOf(cookie, { limit: '2', before: first.nextBefore! });
    expect(second.notifications[0].businessName).toBe('Page One');

    const read = await as(cookie, 'POST', endpointPath('markStaffNotificationRead', { id: first.notifications[0].id }), {});
    expect(read.json()).toEqual({ unread: 2 });
    // The owner's copy of the same event is the owner's: still unread, and Dana cannot mark it.
    const owners = (await listOf(stack.cookie)).notifications.find((n) => n.businessName === 'Page Three')!;
    expect(owners.readAt).toBeNull();
    const theirs = await as(cookie, 'POST', endpointPath('markStaffNotificationRead', { id: owners.id }), {});
    expect(theirs.statusCode).toBe(404);
    expect(ErrorEnvelope.parse(theirs.json()).error.code).toBe('StaffNotificationNotFound');

    expect((await as(cookie, 'POST', endpointPath('markAllStaffNotificationsRead', {}), {})).json()).toEqual({ unread: 0 });
    expect((await listOf(cookie)).unread).toBe(0);
    expect((await listOf(stack.cookie)).unread).toBeGreaterThan(0);
  });

  it('refuses a bad page or preference with field errors, never a 500', async () => {
    const page = await as(dana.cookie, 'GET', endpointUrl('staffNotifications', { query: { limit: '0' } }));
    expect(page.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(page.json()).error.fields).toHaveProperty('limit');
    const kinds = await as(dana.cookie, 'PUT', endpointPath('updateStaffNotificationPreferences', {}), { emailKinds: ['everything'] });
    expect(kinds.statusCode).toBe(400);
  });

  it("come by email for the kinds a member chose, once each; the bootstrap owner cannot be emailed", async () => {
    const set = await as(dana.cookie, 'PUT', endpointPath('updateStaffNotificationPreferences', {}), { emailKinds: ['sprint-paid', 'sprint-paid', 'ticket'] });
    expect(StaffNotificationPreferencesResponse.parse(set.json())).toEqual({ emailKinds: ['sprint-paid', 'ticket'], canEmail: true });
    expect((await as(stack.cookie, 'GET', endpointPath('staffNotificationPreferences', {}))).json()).toEqual({ emailKinds: [], canEmail: false });

    await notify('Mailed Florist');
    const mine = (await listOf(dana.cookie)).notifications.find((n) => n.businessName === 'Mailed Florist')!;
    const job = await emails.getJob(`staff-notification-${mine.id}`);
    expect(job?.data).toMatchObject({ emailId: mine.id, to: 'dana@agency.example', subject: 'Sprint paid: Mailed Florist' });
    expect(job?.data.text).toContain(`https://desk.agency.example/admin/businesses/${mine.recordId}/orders`);
    // A kind not chosen comes in the bell only.
    await runJob(stack.t.app.get(AdminInbox).handlers().find((h) => h.job === NotifyAgencyJob)!, { event: 'new-lead', eventKey: randomUUID(), recordId: randomUUID(), businessName: 'Quiet Lead', detail: null }, { jobId: randomUUID(), attempt: 1 });
    const quiet = (await listOf(dana.cookie)).notifications.find((n) => n.businessName === 'Quiet Lead')!;
    expect(await emails.getJob(`staff-notification-${quiet.id}`)).toBeUndefined();
  });
});

/** An open stream of the desk, read as the browser's EventSource would. */
async function openStream(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}${endpointPath('staffNotificationStream', {})}`, { headers: { cookie, ...fromClientAddress('10.9.0.4') }, signal: controller.signal });
  let text = '';
  if (res.ok) {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += value;
      }
    })();
  }
  const events = () =>
    text
      .split('\n\n')
      .filter((block) => block.startsWith(`event: ${NOTIFICATION_STREAM_EVENT}\n`))
      .map((block) => StaffNotification.parse(JSON.parse(/^data: (.*)$/m.exec(block)![1])));
  return { res, events, text: () => text, close: () => controller.abort() };
}

describe('the notification stream', () => {
  let second: AdminTestApp;
  let urls: string[];
  beforeAll(async () => {
    // Another instance of the same stack: the same schema and Redis prefix.
    second = await startAdminTestApp({ ...settings, INTAKE_URL: stack.contexts.intakeUrl, BILLING_URL: stack.contexts.billingUrl, ADMIN_DB_SCHEMA: stack.t.env.ADMIN_DB_SCHEMA, QUEUE_PREFIX: stack.t.env.QUEUE_PREFIX });
    urls = [];
    for (const app of [stack.t.app, second.app]) {
      await app.listen(0, '127.0.0.1');
      urls.push(await app.getUrl());
    }
  }, 60_000);
  // Only the app: its schema and prefix are the first instance's, which drops them.
  afterAll(async () => {
    // fetch's pooled sockets stay open past the tests; Nest's close would wait for them.
    second?.app.getHttpServer().closeAllConnections();
    await second?.app.close();
  });

  it('delivers a notification made on one instance to the member\'s stream open on the other, with heartbeats', async () => {
    const stream = await openStream(urls[1], dana.cookie);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('x-accel-buffering')).toBe('no');
    // Made on the first instance (its inbox handler), heard on the second.
    await runJob(stack.t.app.get(AdminInbox).handlers().find((h) => h.job === NotifyAgencyJob)!, { event: 'new-lead', eventKey: randomUUID(), recordId: randomUUID(), businessName: 'Streamed Gym', detail: null }, { jobId: randomUUID(), attempt: 1 });
    await waitUntil(() => stream.events().some((n) => n.businessName === 'Streamed Gym'), 5_000);
    expect(stream.events().filter((n) => n.businessName === 'Streamed Gym')).toHaveLength(1);
    await waitUntil(() => stream.text().includes(': heartbeat'), 5_000);
    expect(stream.text()).toContain(': heartbeat');
    stream.close();
  });

  it('holds at most its streams per member and in all, then answers 503 with Retry-After; a closed one frees its place', async () => {
    const streams = second.app.get(NotificationStreams);
    await waitUntil(() => streams.size === 0, 5_000);
    const owners = [await openStream(urls[1], stack.cookie), await openStream(urls[1], stack.cookie)];
    const third = await openStream(urls[1], stack.cookie);
    expect(third.res.status).toBe(503);
    expect(third.res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(ErrorEnvelope.parse(await third.res.json()).error.code).toBe('NotificationStreamsFull');
    const danas = await openStream(urls[1], dana.cookie);
    expect(danas.res.status).toBe(200);
    // Three in all: another member's first is refused too.
    const full = await openStream(urls[1], await stack.t.adminCookie({ accountId: randomUUID(), role: 'staff' }));
    expect(full.res.status).toBe(503);
    await full.res.body?.cancel();
    owners[0].close();
    await waitUntil(() => streams.size === 2, 5_000);
    const again = await openStream(urls[1], stack.cookie);
    expect(again.res.status).toBe(200);
    for (const stream of [owners[1], danas, again]) stream.close();
  });

  it('needs a desk session', async () => {
    const res = await fetch(`${urls[0]}${endpointPath('staffNotificationStream', {})}`);
    expect(res.status).toBe(401);
  });
});
