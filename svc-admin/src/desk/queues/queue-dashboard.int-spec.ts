import { ADMIN_LOGIN_PATH, DeliverEmailJob, QUEUE_DASHBOARD_PATH, QueueName, RETRY_AFTER_SECONDS, SystemPingJob } from '@biz/contracts';
import { createQueueConnection, REDIS, SESSION_COOKIE, SessionStore } from '@biz/server-kit';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';
import { HIDDEN_EMAIL_BODY } from './queue-dashboard.module';

// The queue dashboard (bull-board) on svc-admin, against the real Postgres and Redis.
describe('the queue dashboard at /admin/queues', () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await startAdminTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('shows an admin the page, its scripts, and every queue of the system with its jobs by state', async () => {
    const cookie = await t.adminCookie();
    const page = await get(QUEUE_DASHBOARD_PATH, { cookie, accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`<base href="${QUEUE_DASHBOARD_PATH}/"`);
    const script = /src="(static\/js\/main\.[\w.]+\.js)"/.exec(page.body)![1];
    expect((await get(`${QUEUE_DASHBOARD_PATH}/${script}`, { cookie })).statusCode).toBe(200);

    // A job waiting on the worker's queue (no worker runs here) shows in its counts.
    const connection = createQueueConnection(t.env.REDIS_URL, 'producer');
    const ai = new Queue(SystemPingJob.queue, { connection, prefix: t.env.QUEUE_PREFIX });
    try {
      await ai.add(SystemPingJob.name, { nonce: 'dashboard' }, { jobId: 'dashboard-ping' });
      const api = await get(`${QUEUE_DASHBOARD_PATH}/api/queues?activeQueue=${SystemPingJob.queue}&status=waiting&page=1&jobsPerPage=10`, { cookie });
      expect(api.statusCode).toBe(200);
      expect(api.headers['cache-control']).toBe('no-store');
      const { queues } = api.json<{ queues: { name: string; counts: Record<string, number>; jobs: { id: string; name: string }[] }[] }>();
      expect(queues.map((q) => q.name).sort()).toEqual([...QueueName].sort());
      const aiQueue = queues.find((q) => q.name === SystemPingJob.queue)!;
      expect(aiQueue.counts.waiting).toBe(1);
      expect(aiQueue.jobs.map((job) => [job.id, job.name])).toEqual([['dashboard-ping', SystemPingJob.name]]);

      // Read only, for an admin too: a job is not retried, edited or removed by hand.
      const retry = await t.app.inject({ method: 'PUT', url: `${QUEUE_DASHBOARD_PATH}/api/queues/${SystemPingJob.queue}/dashboard-ping/promote`, headers: { cookie } });
      expect(retry.statusCode).toBe(405);
      const clean = await t.app.inject({ method: 'PUT', url: `${QUEUE_DASHBOARD_PATH}/api/queues/${SystemPingJob.queue}/clean/waiting`, headers: { cookie } });
      expect(clean.statusCode).toBe(405);
      expect(await ai.getWaitingCount()).toBe(1);

      // An email's body (a reset link's token) is not shown; who it goes to and its subject are.
      const emailId = '8b2d4c6e-1f3a-4b5c-9d7e-0a1b2c3d4e5f';
      await ai.add(DeliverEmailJob.name, { emailId, to: 'owner@client.example', subject: 'Reset your password', text: 'https://app.example/client/reset-password?token=secret-token' }, { jobId: emailId });
      const listed = await get(`${QUEUE_DASHBOARD_PATH}/api/queues?activeQueue=${SystemPingJob.queue}&status=waiting&page=1&jobsPerPage=10`, { cookie });
      expect(listed.body).not.toContain('secret-token');
      const shown = listed.json<{ queues: { name: string; jobs: { id: string; data: Record<string, unknown> }[] }[] }>().queues.find((q) => q.name === SystemPingJob.queue)!.jobs.find((job) => job.id === emailId)!;
      expect(shown.data).toMatchObject({ to: 'owner@client.example', subject: 'Reset your password', text: HIDDEN_EMAIL_BODY });
    } finally {
      await ai.close();
      await connection.quit();
    }
  });

  it('sends a browser without an admin session to the admin sign-in, and tells its API 401; a client session is refused 403', async () => {
    const page = await get(QUEUE_DASHBOARD_PATH, { accept: 'text/html' });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(ADMIN_LOGIN_PATH);
    for (const url of [`${QUEUE_DASHBOARD_PATH}/api/queues`, `${QUEUE_DASHBOARD_PATH}/static/js/main.js`]) {
      const res = await get(url, { cookie: `${SESSION_COOKIE}=${'x'.repeat(43)}` });
      expect(res.statusCode).toBe(401);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ error: { code: 'Unauthorized', message: 'Authentication required' } });
    }
    const { id } = await t.app.get(SessionStore).create({ kind: 'client', accountId: '00000000-0000-4000-8000-000000000001' });
    try {
      const asClient = await get(`${QUEUE_DASHBOARD_PATH}/api/queues`, { cookie: `${SESSION_COOKIE}=${id}` });
      expect(asClient.statusCode).toBe(403);
      const retry = await t.app.inject({ method: 'PUT', url: `${QUEUE_DASHBOARD_PATH}/api/queues/ai/retry/failed`, headers: { cookie: `${SESSION_COOKIE}=${id}` } });
      expect(retry.statusCode).toBe(403);
    } finally {
      await t.app.get(SessionStore).destroy(id);
    }
  });

  it('answers 503 with Retry-After, not 500, when the sessions cannot be read', async () => {
    const cookie = await t.adminCookie();
    // An instance of its own, whose Redis client is taken away (the session itself is in the shared Redis).
    const cut = await startAdminTestApp();
    try {
      cut.app.get<Redis>(REDIS).disconnect();
      const res = await cut.app.inject({ method: 'GET', url: `${QUEUE_DASHBOARD_PATH}/api/queues`, headers: { cookie } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.json().error.code).toBe('ServiceUnavailable');
    } finally {
      await cut.close();
    }
  });
});
