import { ClientDashboardResponse, CLIENT_ADDRESS_HEADER, ErrorEnvelope, ESTIMATED_WEEKLY_HOURS, ServerMessage, ValidationMessage, type SubmissionDetailResponse } from '@biz/contracts';
import { SESSION_COOKIE } from '@biz/server-kit';
import { hash } from '@node-rs/argon2';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { accountEmailsTo, confirmEmailOf } from '../../testing/account-emails';
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
const cookieOf = (setCookie: unknown) => /(?:^|,\s*)(sid=[^;]*)/.exec(String(setCookie))?.[1];
const signup = (email: string, password = 'a long secret', businessName = 'Glow Med Spa') => post('/api/client/signup', { email, password, businessName });
const dashboardOf = async (cookie: string) => ClientDashboardResponse.parse((await get('/api/client/dashboard', cookie)).json());

describe('client signup', () => {
  it('creates the account under the email in lower case with an argon2id hash, signs it in and asks it to confirm the email', async () => {
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
    expect(dashboard.client).toMatchObject({ businessName: 'Fresh Salon', email: 'owner@fresh-salon.example', emailVerified: false });
    expect(dashboard).toMatchObject({ automations: [], totalWeeklySavings: 0, totalMonthlySavings: 0, totalTimesSaved: 0, liveAutomations: 0, notifications: [] });
    const [email] = await accountEmailsTo(stack.t, 'owner@fresh-salon.example');
    expect(email).toMatchObject({ subject: 'Confirm your email address', verifyToken: expect.any(String) });
    // Nothing the signer typed goes out from the agency's sender.
    expect(email.text).not.toContain('Fresh Salon');
  });

  it('refuses a second account for an email in any case with the same answer, tells the owner by email, and signs nobody in', async () => {
    const first = await signup('twice@example.com');
    const res = await signup('Twice@Example.com', 'another secret', 'Someone Else');
    expect([res.statusCode, res.json()]).toEqual([first.statusCode, first.json()]);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await stack.t.query('SELECT 1 FROM $schema.client_accounts WHERE email = $1', ['twice@example.com'])).toHaveLength(1);
    const [told] = await accountEmailsTo(stack.t, 'twice@example.com');
    expect(told).toMatchObject({ subject: 'Someone tried to sign up with your email address', resetToken: expect.any(String) });
    expect(told.text).toContain('/client/login');
    expect(told.text).not.toContain('Someone Else');
    // The owner signing up again with their own password is simply signed in.
    expect(cookieOf((await signup('twice@example.com')).headers['set-cookie'])).toBeDefined();
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

describe('a business is linked only to an account that proved its email', () => {
  it('a stranger signing up first with the business email sees nothing of it; the owner, proving the address by a reset, sees it all', async () => {
    const id = await clientThrough(stack.contexts, 'Claimed Dental', 'front@claimed-dental.example', { select: 2, order: 'paid' });
    const stranger = cookieOf((await signup('front@claimed-dental.example', 'stranger secret', 'Not Them')).headers['set-cookie'])!;
    expect((await dashboardOf(stranger)).automations).toEqual([]);
    const again = cookieOf((await post('/api/client/login', { email: 'front@claimed-dental.example', password: 'stranger secret' })).headers['set-cookie'])!;
    expect((await dashboardOf(again)).automations).toEqual([]);
    expect(await stack.t.query('SELECT 1 FROM $schema.account_links l JOIN $schema.client_accounts a ON a.id = l.account_id WHERE a.email = $1', ['front@claimed-dental.example'])).toEqual([]);
    const profile = (await get(`/api/admin/clients/${id}/profile`, stack.cookie)).json<{ account: { emailVerified: boolean } }>();
    expect(profile.account).toMatchObject({ emailVerified: false });

    // The real owner signs up too: the same answer, and their inbox gets a way in.
    await signup('front@claimed-dental.example', 'the owner secret', 'Claimed Dental');
    const [told] = await accountEmailsTo(stack.t, 'front@claimed-dental.example');
    await post('/api/client/password-reset/confirm', { token: told.resetToken, password: 'the owner secret' });

    expect((await get('/api/client/dashboard', again)).statusCode).toBe(401);
    const owner = cookieOf((await post('/api/client/login', { email: 'front@claimed-dental.example', password: 'the owner secret' })).headers['set-cookie'])!;
    expect((await dashboardOf(owner)).automations).toHaveLength(2);

    // The account's life is on the business's record: its timeline, newest first.
    const timeline = (await get(`/api/admin/clients/${id}/profile`, stack.cookie)).json<{ timeline: { kind: string; action?: string }[] }>().timeline;
    const accountLines = timeline.filter((event) => event.action?.startsWith('account.')).map((event) => event.action);
    expect(accountLines).toEqual(['account.linked', 'account.linked', 'account.email-verified', 'account.password-reset', 'account.signup-existing', 'account.verification-sent', 'account.signup']);
  }, 30_000);

  it('a stranger signing up before the business exists is not linked to it later, until the address is proven', async () => {
    const stranger = cookieOf((await signup('owner@early-spa.example', 'stranger secret', 'Early Spa')).headers['set-cookie'])!;
    expect((await dashboardOf(stranger)).automations).toEqual([]);
    await clientThrough(stack.contexts, 'Early Spa', 'owner@early-spa.example', { select: 1, order: 'none' });
    const later = cookieOf((await post('/api/client/login', { email: 'owner@early-spa.example', password: 'stranger secret' })).headers['set-cookie'])!;
    expect((await dashboardOf(later)).automations).toEqual([]);
  }, 30_000);

  it("links the submissions and paid orders of the proven email: the chosen workflows become pending automations, the paid starter sprint's one priced by the sprint alone", async () => {
    const id = await clientThrough(stack.contexts, 'Linked Dental', 'front@linked-dental.example', { select: 2, order: 'paid' });
    const { selectedWorkflows }: SubmissionDetailResponse = await submissionDetailOf(stack.contexts, id);
    const cookie = cookieOf((await signup('FRONT@linked-dental.example', 'a long secret', 'Linked Dental')).headers['set-cookie'])!;
    expect((await dashboardOf(cookie)).automations).toEqual([]);

    const confirmed = await confirmEmailOf(stack.t, 'front@linked-dental.example');
    expect(confirmed.json()).toEqual({ success: true, message: ServerMessage.emailVerified });
    const dashboard = await dashboardOf(cookie);
    expect(dashboard.client.emailVerified).toBe(true);
    expect(dashboard.automations.map((a) => a.title).sort()).toEqual(selectedWorkflows.map((w) => w.title).sort());
    for (const automation of dashboard.automations) {
      const workflow = selectedWorkflows.find((w) => w.title === automation.title)!;
      // The starter sprint covers the first workflow chosen; the other keeps its own price.
      const covered = workflow === selectedWorkflows[0];
      const price = covered ? { setupCost: 0, monthlyCost: 0, sprint: expect.objectContaining({ package: 'starter', refunded: false }) } : { setupCost: workflow.setupCost, monthlyCost: workflow.monthlyCost, sprint: null };
      expect(automation).toMatchObject({ status: 'pending', progressPercent: 0, goLiveDate: null, actualWeeklyTimeSaved: null, estimatedWeeklyTimeSaved: ESTIMATED_WEEKLY_HOURS[workflow.impact], ...price });
    }
    const links = await stack.t.query<{ kind: string }>(`SELECT l.kind FROM $schema.account_links l JOIN $schema.client_accounts a ON a.id = l.account_id WHERE a.email = 'front@linked-dental.example' ORDER BY kind`);
    expect(links.map((l) => l.kind)).toEqual(['order', 'submission']);
    const events = (await app().get(AuditEventRepository).about('account', dashboard.client.id)).map((e) => `${e.action}:${e.details.kind ?? ''}`);
    expect(events).toEqual(expect.arrayContaining(['account.signup:', 'account.email-verified:', 'account.linked:submission', 'account.linked:order']));

    // The link works once; a second sign-in links what is new only: no automation twice.
    expect((await confirmEmailOf(stack.t, 'front@linked-dental.example')).json()).toEqual({ error: { code: 'VerificationLinkInvalid', message: ServerMessage.verificationLinkInvalid } });
    const again = await post('/api/client/login', { email: 'front@linked-dental.example', password: 'a long secret' });
    expect((await dashboardOf(cookieOf(again.headers['set-cookie'])!)).automations).toHaveLength(selectedWorkflows.length);
  }, 30_000);

  it('resends a confirmation link at most once a minute, and says when the email is proven already', async () => {
    const cookie = cookieOf((await signup('resend@example.com')).headers['set-cookie'])!;
    const tooSoon = await post('/api/client/verify-email/resend', {}, cookie);
    expect([tooSoon.statusCode, ErrorEnvelope.parse(tooSoon.json()).error.message]).toEqual([429, ServerMessage.tooManyVerificationEmails]);
    await stack.t.query(`UPDATE $schema.email_verifications SET created_at = now() - interval '2 minutes'`);
    expect((await post('/api/client/verify-email/resend', {}, cookie)).json()).toEqual({ success: true, message: ServerMessage.verificationSent });
    expect(await accountEmailsTo(stack.t, 'resend@example.com')).toHaveLength(2);
    await confirmEmailOf(stack.t, 'resend@example.com');
    expect((await post('/api/client/verify-email/resend', {}, cookie)).json()).toEqual({ success: true, message: ServerMessage.emailAlreadyVerified });
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
  it('count only live automations, each at the hours its reported runs saved in the last 7 days (else its estimate) × $25', async () => {
    await clientThrough(stack.contexts, 'Savings Spa', 'owner@savings-spa.example', { select: 3, order: 'none' });
    const cookie = cookieOf((await signup('owner@savings-spa.example', 'a long secret', 'Savings Spa')).headers['set-cookie'])!;
    await confirmEmailOf(stack.t, 'owner@savings-spa.example');
    const [first, second] = (await dashboardOf(cookie)).automations;
    // 150 runs reported today (the agency's) at 3 minutes each: 7.5 hours measured.
    await stack.t.query(`UPDATE $schema.automations SET status = 'live', go_live_date = to_char(now() AT TIME ZONE $2, 'YYYY-MM-DD'), minutes_per_run = 3 WHERE id = $1`, [first.id, stack.t.env.AGENCY_TIME_ZONE]);
    await stack.t.query(`INSERT INTO $schema.automation_runs (automation_id, event_id, at, count) VALUES ($1, 'run-1', now(), 150)`, [first.id]);
    await stack.t.query(`UPDATE $schema.automations SET status = 'live', estimated_weekly_hours = 4.25 WHERE id = $1`, [second.id]);
    const dashboard = await dashboardOf(cookie);
    // 7.5 + 4.25 hours a week at $25: $293.75 a week, × 52 / 12 = $1,272.92 a month; the third is not live.
    expect(dashboard).toMatchObject({ totalTimesSaved: 11.75, totalWeeklySavings: 29375, totalMonthlySavings: 127292, liveAutomations: 2 });
  }, 30_000);
});
