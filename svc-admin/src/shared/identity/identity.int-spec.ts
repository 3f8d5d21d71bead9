import { randomBytes, randomUUID } from 'node:crypto';
import { AdminStatusResponse, AuthUserResponse, HealthReport } from '@biz/contracts';
import { createServiceApp, REDIS, SessionStore, type Redis } from '@biz/server-kit';
import { dropSchema, uniqueSchemaName } from '@biz/server-kit/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../../app.module';
import { loadAdminEnv } from '../../config/env';
import { AuditEventRepository } from '../audit/audit-event.repository';

const env = loadAdminEnv({ ...process.env, ADMIN_DB_SCHEMA: uniqueSchemaName('admin') });
let app: NestFastifyApplication;
const seeded: string[] = [];

beforeAll(async () => {
  ({ app } = await createServiceApp({ module: AppModule.forRoot(env), name: 'svc-admin', logLevel: 'silent', clientAddressKey: env.CLIENT_ADDRESS_KEY }));
});

afterAll(async () => {
  if (app) {
    const redis = app.get<Redis>(REDIS);
    if (seeded.length) await redis.del(...seeded.map((id) => `session:${id}`));
    await app.close();
  }
  await dropSchema(env.DATABASE_URL, env.ADMIN_DB_SCHEMA);
});

/** A session written to Redis exactly as the brief defines it, not through our own store. */
async function seedSession(session: { kind: 'admin' | 'client'; accountId?: string }): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  const now = Date.now();
  await app.get<Redis>(REDIS).set(`session:${id}`, JSON.stringify({ ...session, createdAt: now, lastSeenAt: now }), 'EX', 60);
  seeded.push(id);
  return id;
}

function get(url: string, sid?: string) {
  return app.inject({ method: 'GET', url, headers: sid ? { cookie: `theme=dark; sid=${sid}` } : {} });
}

describe('GET /api/admin/status', () => {
  it('is a 401 in the error envelope without a session', async () => {
    const res = await get('/api/admin/status');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'Unauthorized', message: 'Authentication required' } });
  });

  it('is a 401 with a cookie naming no session', async () => {
    expect((await get('/api/admin/status', randomBytes(32).toString('base64url'))).statusCode).toBe(401);
    expect((await get('/api/admin/status', 'not-a-session-id')).statusCode).toBe(401);
  });

  it('is a 403 for a client session: only admins are admins', async () => {
    const sid = await seedSession({ kind: 'client', accountId: randomUUID() });
    expect((await get('/api/admin/status', sid)).statusCode).toBe(403);
  });

  it('says admin and authenticated with an admin session, and slides the session', async () => {
    const sid = await seedSession({ kind: 'admin' });
    const res = await get('/api/admin/status', sid);
    expect(res.statusCode).toBe(200);
    expect(AdminStatusResponse.parse(res.json())).toEqual({ isAdmin: true, authenticated: true });
    // The guard touched it: the TTL now follows the store's idle timeout, not the seed's 60 s.
    expect(await app.get<Redis>(REDIS).pttl(`session:${sid}`)).toBeGreaterThan(60_000);
  });

  it('is a 401 again once the session is destroyed', async () => {
    const { id } = await app.get(SessionStore).create({ kind: 'admin' });
    seeded.push(id);
    expect((await get('/api/admin/status', id)).statusCode).toBe(200);
    await app.get(SessionStore).destroy(id);
    expect((await get('/api/admin/status', id)).statusCode).toBe(401);
  });
});

describe('GET /api/auth/user', () => {
  it('is a 401 without a session', async () => {
    const res = await get('/api/auth/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'Unauthorized' } });
  });

  it('names the kind of user, and a client\'s id', async () => {
    const accountId = randomUUID();
    const client = await get('/api/auth/user', await seedSession({ kind: 'client', accountId }));
    expect(AuthUserResponse.parse(client.json())).toEqual({ kind: 'client', accountId });
    const admin = await get('/api/auth/user', await seedSession({ kind: 'admin' }));
    expect(AuthUserResponse.parse(admin.json())).toEqual({ kind: 'admin' });
  });
});

describe('audit_events table', () => {
  it('keeps events in its own schema, newest first', async () => {
    const audit = app.get(AuditEventRepository);
    await audit.record({ actor: 'admin', action: 'admin.login', requestId: 'req-1' });
    const subjectId = randomUUID();
    await audit.record({ actor: 'admin', action: 'submission.deleted', subjectId, details: { businessName: 'Happy Paws' } });
    const [newest, older] = await audit.latest(2);
    expect(newest).toMatchObject({ action: 'submission.deleted', subjectId, details: { businessName: 'Happy Paws' } });
    expect(older).toMatchObject({ action: 'admin.login', requestId: 'req-1', subjectId: null, details: {} });
  });
});

describe('health', () => {
  it('is ready with Postgres and Redis up', async () => {
    const res = await get('/readyz');
    expect(res.statusCode).toBe(200);
    expect(HealthReport.parse(res.json())).toMatchObject({ status: 'ok', service: 'svc-admin' });
  });
});
