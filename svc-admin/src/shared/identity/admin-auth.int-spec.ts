import { AdminStatusResponse, CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_PROOF_HEADER, ErrorEnvelope, LogoutResponseHeaders, ServerMessage, ValidationMessage } from '@biz/contracts';
import { fromClientAddress } from '@biz/server-kit/testing';
import { SESSION_COOKIE, SessionStore } from '@biz/server-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';
import { AuditEventRepository } from '../audit/audit-event.repository';

// Sessions run on a clock the test moves: idle 30 min and absolute 12 h are checked without waiting.
const PASSWORD = 'correct horse battery staple';
let clock = Date.now();
let t: AdminTestApp;
let app: NestFastifyApplication;
let address = 0;

beforeAll(async () => {
  t = await startAdminTestApp({ ADMIN_PASSWORD: PASSWORD, ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE: '5' }, { now: () => clock });
  app = t.app;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  address += 1; // each test signs in from an address of its own, so the rate limit test counts alone
});

const from = () => ({ ...fromClientAddress(`10.1.0.${address}`) });
const login = (password: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/admin/login', headers: { ...from(), ...headers }, payload: { password } });
const status = (sid: string) => app.inject({ method: 'GET', url: '/api/admin/status', headers: { cookie: `${SESSION_COOKIE}=${sid}` } });
const sidOf = (setCookie: unknown) => /^sid=([^;]*)/.exec(String(setCookie))?.[1];
const auditActions = async () => (await app.get(AuditEventRepository).latest(50)).map((event) => event.action);

async function signedIn(): Promise<string> {
  const res = await login(PASSWORD);
  expect(res.statusCode).toBe(200);
  return sidOf(res.headers['set-cookie'])!;
}

describe('POST /api/admin/login', () => {
  it('opens an admin session for the right password: an HttpOnly, SameSite=Lax cookie for 12 h, recorded in the audit trail', async () => {
    const res = await login(PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(res.headers['set-cookie']).toMatch(/^sid=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/);
    const sid = sidOf(res.headers['set-cookie'])!;
    expect(AdminStatusResponse.parse((await status(sid)).json())).toEqual({ isAdmin: true, authenticated: true, role: 'owner' });
    const [event] = await app.get(AuditEventRepository).latest(1);
    expect(event).toMatchObject({ actor: 'admin', action: 'admin.login', requestId: res.headers['x-request-id'], details: { address: `10.1.0.${address}` } });
  });

  it('names the cookie __Host-sid and marks it Secure when the visitor came over https; the session then reads from it', async () => {
    const res = await login(PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(res.headers['set-cookie']).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const sid = /^__Host-sid=([^;]*)/.exec(String(res.headers['set-cookie']))![1];
    const overHttps = { 'x-forwarded-proto': 'https', cookie: `__Host-sid=${sid}` };
    expect((await app.inject({ method: 'GET', url: '/api/admin/status', headers: overHttps })).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: overHttps, payload: {} });
    expect(out.headers['set-cookie']).toMatch(/^__Host-sid=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect((await app.inject({ method: 'GET', url: '/api/admin/status', headers: overHttps })).statusCode).toBe(401);
  });

  it('refuses a wrong password with 401 and the message the login page shows, sets no cookie, and records the attempt', async () => {
    const res = await login('Correct horse battery staple');
    expect(res.statusCode).toBe(401);
    expect(ErrorEnvelope.parse(res.json()).error).toEqual({ code: 'InvalidAdminPassword', message: ServerMessage.invalidAdminPassword });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await auditActions())[0]).toBe('admin.login-failed');
  });

  it('refuses a blank or missing password with 400 and the field message, before any hashing', async () => {
    for (const payload of [{ password: '   ' }, {}]) {
      const res = await app.inject({ method: 'POST', url: '/api/admin/login', headers: from(), payload });
      expect(res.statusCode).toBe(400);
      expect(ErrorEnvelope.parse(res.json()).error.fields).toEqual({ password: [ValidationMessage.passwordRequired] });
    }
  });

  it('rotates the session id: the session a visitor came with ends, and the admin gets a new one', async () => {
    const { id: planted } = await app.get(SessionStore).create({ kind: 'client', accountId: randomUUID() });
    const res = await login(PASSWORD, { cookie: `${SESSION_COOKIE}=${planted}` });
    const sid = sidOf(res.headers['set-cookie']);
    expect(sid).not.toBe(planted);
    expect(await app.get(SessionStore).get(planted)).toBeNull();
    expect((await status(sid!)).statusCode).toBe(200);
  });

  it('allows an address 5 attempts a minute, then 429 with Retry-After even for the right password; another address goes on', async () => {
    for (let i = 0; i < 5; i++) expect((await login('wrong')).statusCode).toBe(401);
    const limited = await login(PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(ErrorEnvelope.parse(limited.json()).error.message).toBe(ServerMessage.rateLimited);
    expect((await login(PASSWORD, { ...fromClientAddress('10.2.0.1') })).statusCode).toBe(200);
  });

  it("believes an address only with the gateway's proof: a caller that reaches the service directly cannot pick a fresh one per try", async () => {
    // Each try claims an address of its own, without the gateway's proof (or with one made up): all count as the socket's.
    const claimed = (n: number) => app.inject({ method: 'POST', url: '/api/admin/login', headers: { [CLIENT_ADDRESS_HEADER]: `10.77.0.${n}`, [CLIENT_ADDRESS_PROOF_HEADER]: 'made-up' }, payload: { password: 'wrong' } });
    const answers = [];
    for (let n = 0; n < 6; n++) answers.push((await claimed(n)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('signing out', () => {
  it('POST /api/admin/logout ends the session on the server: the cookie is cleared and a replayed copy is refused', async () => {
    const sid = await signedIn();
    const res = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: `${SESSION_COOKIE}=${sid}` }, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/^sid=; Max-Age=0;/);
    expect((await status(sid)).statusCode).toBe(401);
    expect((await auditActions())[0]).toBe('admin.logout');
  });

  it('POST /api/admin/logout without a live session still answers success and clears the cookie', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/admin/logout', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/^sid=; Max-Age=0;/);
  });

  const navigateToLogout = (sid: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: `${SESSION_COOKIE}=${sid}`, 'x-forwarded-host': 'shop.example', ...headers } });

  it.each([
    ['a link on our own pages', { 'sec-fetch-site': 'same-origin' }],
    ['a link on a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['a typed or bookmarked address', { 'sec-fetch-site': 'none' }],
    ['an older browser on our own page', { referer: 'https://shop.example/admin' }],
    ['curl, naming nothing', {}],
  ])('GET /api/logout from %s ends the session and sends the browser home', async (_from, headers) => {
    const sid = await signedIn();
    const res = await navigateToLogout(sid, headers);
    expect(res.statusCode).toBe(303);
    expect(LogoutResponseHeaders.parse(res.headers)).toEqual({ location: '/' });
    expect(res.headers['set-cookie']).toMatch(/^sid=; Max-Age=0;/);
    expect((await status(sid)).statusCode).toBe(401);
  });

  it.each([
    ['a page on another site', { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' }],
    ['another site, in an older browser', { referer: 'https://evil.example/page' }],
  ])('GET /api/logout from %s sends the browser home the same way but leaves the session alive', async (_from, headers) => {
    const sid = await signedIn();
    const res = await navigateToLogout(sid, headers);
    expect(res.statusCode).toBe(303);
    expect(LogoutResponseHeaders.parse(res.headers)).toEqual({ location: '/' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await status(sid)).statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  const minutes = (n: number) => n * 60_000;

  it('ends after 30 idle minutes, and each request slides that window', async () => {
    const sid = await signedIn();
    clock += minutes(29);
    expect((await status(sid)).statusCode).toBe(200);
    clock += minutes(29);
    expect((await status(sid)).statusCode).toBe(200);
    clock += minutes(31);
    expect((await status(sid)).statusCode).toBe(401);
  });

  it('ends 12 hours after sign-in however busy it is', async () => {
    const sid = await signedIn();
    for (let elapsed = 0; elapsed < minutes(12 * 60 - 20); elapsed += minutes(20)) {
      clock += minutes(20);
      expect((await status(sid)).statusCode).toBe(200);
    }
    clock += minutes(25);
    expect((await status(sid)).statusCode).toBe(401);
  });
});
