import { ClientDashboardResponse, CLIENT_ADDRESS_HEADER, ErrorEnvelope, ESTIMATED_WEEKLY_HOURS, ServerMessage, ValidationMessage, type SubmissionDetailResponse } from '@biz/contracts';
import { SESSION_COOKIE } from '@biz/server-kit';
import { hash } from '@node-rs/argon2';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { clientThrough, submissionDetailOf } from '../../testing/client-fixtures';
import { startAdminOnContexts } from '../../testing/context-processes';

// svc-admin in process on real svc-intake and svc-billing processes: an account is linked to what its
// email really made there.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
let address = 0;
beforeAll(async () => {
  stack = await startAdminOnContexts({ CLIENT_AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
}, 60_000);
afterAll(() => stack?.close());
beforeEach(() => {
  address += 1;
});

const app = () => stack.t.app;
const from = () => ({ [CLIENT_ADDRESS_HEADER]: `10.2.0.${address}` });
const post = (url: string, payload: object, cookie?: string) => app().inject({ method: 'POST', url, payload, headers: { ...from(), ...(cookie ? { cookie } : {}) } });
const get = (url: string, cookie?: string) => app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const cookieOf = (setCookie: unknown) => /^(sid=[^;]*)/.exec(String(setCookie))?.[1];
const signup = (email: string, password = 'a long secret', businessName = 'Glow Med Spa') => post('/api/client/signup', { email, password, businessName });
const dashboardOf = async (cookie: string) => ClientDashboardResponse.parse((await get('/api/client/dashboard', cookie)).json());

describe('client signup', () => {
  it('creates the account under the email in lower case with an argon2id hash, signs it in and says so', async () => {
    const res = await signup('Owner@Fresh-Salon.example', 'a long secret', 'Fresh Salon');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ServerMessage.clientSignedUp });
    const cookie = cookieOf(res.headers['set-cookie'])!;
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax$/);
    const [row] = await stack.t.query<{ email: string; password_hash: string }>('SELECT email, password_hash FROM $schema.client_accounts WHERE email = $1', ['owner@fresh-salon.example']);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('a long secret');
    expect((await get('/api/client/status', cookie)).json()).toEqual({ authenticated: true });
    const dashboard = await dashboardOf(cookie);
    expect(dashboard.client.businessName).toBe('Fresh Salon');
    expect(dashboard).toMatchObject({ automations: [], totalWeeklySavings: 0, totalMonthlySavings: 0, totalTimesSaved: 0, liveAutomations: 0, notifications: [] });
  });

  it("links the submissions and paid orders of the account's email: the chosen workflows become pending automations", async () => {
    const id = await clientThrough(stack.contexts, 'Linked Dental', 'front@linked-dental.example', { select: 2, order: 'paid' });
    const { selectedWorkflows }: SubmissionDetailResponse = await submissionDetailOf(stack.contexts, id);
    const res = await signup('FRONT@linked-dental.example', 'a long secret', 'Linked Dental');
    const cookie = cookieOf(res.headers['set-cookie'])!;
    const dashboard = await dashboardOf(cookie);
    expect(dashboard.automations.map((a) => a.title).sort()).toEqual(selectedWorkflows.map((w) => w.title).sort());
    for (const automation of dashboard.automations) {
      const workflow = selectedWorkflows.find((w) => w.title === automation.title)!;
      expect(automation).toMatchObject({ status: 'pending', progressPercent: 0, goLiveDate: null, actualWeeklyTimeSaved: null, setupCost: workflow.setupCost, monthlyCost: workflow.monthlyCost, estimatedWeeklyTimeSaved: ESTIMATED_WEEKLY_HOURS[workflow.impact] });
    }
    const links = await stack.t.query<{ kind: string }>(`SELECT l.kind FROM $schema.account_links l JOIN $schema.client_accounts a ON a.id = l.account_id WHERE a.email = 'front@linked-dental.example' ORDER BY kind`);
    expect(links.map((l) => l.kind)).toEqual(['order', 'submission']);
    const events = (await app().get(AuditEventRepository).about('account', dashboard.client.id)).map((e) => `${e.action}:${e.details.kind ?? ''}`);
    expect(events).toEqual(expect.arrayContaining(['account.signup:', 'account.linked:submission', 'account.linked:order', 'account.login:']));

    // A second sign-in links what is new only: no automation twice.
    const again = await post('/api/client/login', { email: 'front@linked-dental.example', password: 'a long secret' });
    expect((await dashboardOf(cookieOf(again.headers['set-cookie'])!)).automations).toHaveLength(selectedWorkflows.length);
  }, 30_000);

  it('refuses a second account for an email in any case with 409 and the message, creating nothing and signing nobody in', async () => {
    await signup('twice@example.com');
    const res = await signup('Twice@Example.com', 'another secret', 'Someone Else');
    expect(res.statusCode).toBe(409);
    expect(ErrorEnvelope.parse(res.json()).error).toEqual({ code: 'AccountExists', message: ServerMessage.clientAccountExists });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await stack.t.query('SELECT 1 FROM $schema.client_accounts WHERE email = $1', ['twice@example.com'])).toHaveLength(1);
  });

  it('answers 400 with the spec messages for a bad email, a short password and a blank business name', async () => {
    const res = await signup('not-an-email', 'short', '  ');
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelope.parse(res.json()).error.fields).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 8 characters'],
      businessName: ['Business name is required'],
    });
  });

  it('refuses a common password in any case with 400 and the message on the password, creating nothing; a strong one passes', async () => {
    for (const password of ['password123', 'PassWord123']) {
      const res = await signup('common@example.com', password);
      expect(res.statusCode).toBe(400);
      expect(ErrorEnvelope.parse(res.json()).error).toEqual({ code: 'ValidationFailed', message: ValidationMessage.passwordTooCommon, fields: { password: [ValidationMessage.passwordTooCommon] } });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await stack.t.query('SELECT 1 FROM $schema.client_accounts WHERE email = $1', ['common@example.com'])).toHaveLength(0);
    expect((await signup('common@example.com', 'vivid otter harbour 29')).statusCode).toBe(200);
  });
});

describe('client sign-in and sessions', () => {
  it('signs in with a digest of an older cost and rehashes it at today\'s; a wrong password rehashes nothing', async () => {
    await signup('older-cost@example.com');
    const hashOf = async () => (await stack.t.query<{ password_hash: string }>('SELECT password_hash FROM $schema.client_accounts WHERE email = $1', ['older-cost@example.com']))[0].password_hash;
    // The library's default cost, what every digest was made with before PASSWORD_HASH_COST.
    await stack.t.query('UPDATE $schema.client_accounts SET password_hash = $1 WHERE email = $2', [await hash('a long secret'), 'older-cost@example.com']);
    expect((await post('/api/client/login', { email: 'older-cost@example.com', password: 'not the secret' })).statusCode).toBe(401);
    expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await post('/api/client/login', { email: 'older-cost@example.com', password: 'a long secret' })).statusCode).toBe(200);
    expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=47104,t=2,p=1\$/);
    expect((await post('/api/client/login', { email: 'older-cost@example.com', password: 'a long secret' })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email alike: 401, the same message, no cookie', async () => {
    await signup('known@example.com');
    const wrong = await post('/api/client/login', { email: 'known@example.com', password: 'not the secret' });
    const unknown = await post('/api/client/login', { email: 'nobody@example.com', password: 'not the secret' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: { code: 'InvalidCredentials', message: ServerMessage.invalidClientCredentials } });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('rotates the session at sign-in and ends it on the server at sign-out', async () => {
    const first = cookieOf((await signup('rotate@example.com')).headers['set-cookie'])!;
    const second = cookieOf((await post('/api/client/login', { email: 'rotate@example.com', password: 'a long secret' }, first)).headers['set-cookie'])!;
    expect(second).not.toBe(first);
    expect((await get('/api/client/dashboard', first)).statusCode).toBe(401);
    const out = await post('/api/client/logout', {}, second);
    expect(out.json()).toEqual({ success: true });
    expect(String(out.headers['set-cookie'])).toMatch(/^sid=; Max-Age=0/);
    expect((await get('/api/client/dashboard', second)).statusCode).toBe(401);
    expect((await get('/api/client/status', second)).json()).toEqual({ authenticated: false });
  });

  it('keeps the roles apart both ways: a client is refused the admin desk (403), an admin the client dashboard (403)', async () => {
    const client = cookieOf((await signup('roles@example.com')).headers['set-cookie'])!;
    expect((await get('/api/admin/dashboard', client)).statusCode).toBe(403);
    expect((await get('/api/admin/status', client)).statusCode).toBe(403);
    expect((await get('/api/client/dashboard', stack.cookie)).statusCode).toBe(403);
    expect((await get('/api/client/status', stack.cookie)).json()).toEqual({ authenticated: false });
    expect((await get('/api/client/dashboard')).statusCode).toBe(401);
    expect((await get(`/api/client/dashboard`, `${SESSION_COOKIE}=${'x'.repeat(43)}`)).statusCode).toBe(401);
  });
});

describe('the dashboard cards', () => {
  it('count only live automations, each at its measured hours (else its estimate) × $25', async () => {
    await clientThrough(stack.contexts, 'Savings Spa', 'owner@savings-spa.example', { select: 3, order: 'none' });
    const cookie = cookieOf((await signup('owner@savings-spa.example', 'a long secret', 'Savings Spa')).headers['set-cookie'])!;
    const [first, second] = (await dashboardOf(cookie)).automations;
    await stack.t.query(`UPDATE $schema.automations SET status = 'live', actual_weekly_hours = 7.5 WHERE id = $1`, [first.id]);
    await stack.t.query(`UPDATE $schema.automations SET status = 'live', estimated_weekly_hours = 4.25 WHERE id = $1`, [second.id]);
    const dashboard = await dashboardOf(cookie);
    // 7.5 + 4.25 hours a week at $25: $293.75 a week, × 52 / 12 = $1,272.92 a month; the third is not live.
    expect(dashboard).toMatchObject({ totalTimesSaved: 11.75, totalWeeklySavings: 29375, totalMonthlySavings: 127292, liveAutomations: 2 });
  }, 30_000);
});
