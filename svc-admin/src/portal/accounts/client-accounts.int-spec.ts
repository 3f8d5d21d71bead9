import { ClientDashboardResponse, ErrorEnvelope, ServerMessage, ValidationMessage, type SubmissionDetailResponse } from '@biz/contracts';
import { estimateWeeklyHours } from '@biz/catalog';
import { fromClientAddress } from '@biz/server-kit/testing';
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
const from = () => ({ ...fromClientAddress(`10.2.0.${address}`) });
const post = (url: string, payload: object, cookie?: string) => app().inject({ method: 'POST', url, payload, headers: { ...from(), ...(cookie ? { cookie } : {}) } });
const get = (url: string, cookie?: string) => app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const cookieOf = (setCookie: unknown) => /(?:^|,\s*)(sid=[^;]*)/.exec(String(setCookie))?.[1];
const signup = (email: string, password = 'a long secret', businessName = 'Glow Med Spa') => post('/api/client/signup', { email, password, businessName });
const login = async (email: string, password = 'a long secret') => cookieOf((await post('/api/client/login', { email, password })).headers['set-cookie'])!;
/** A signup, then a sign-in with its password: the session's cookie (a signup alone starts none). */
const signedUp = async (email: string, password = 'a long secret', businessName = 'Glow Med Spa') => {
  expect((await signup(email, password, businessName)).statusCode).toBe(200);
  return login(email, password);
};
const dashboardOf = async (cookie: string) => ClientDashboardResponse.parse((await get('/api/client/dashboard', cookie)).json());

describe('client signup', () => {
  it('creates the account under the email in lower case with an argon2id hash and asks it to confirm the email, starting no session', async () => {
    const res = await signup('Owner@Fresh-Salon.example', 'a long secret', 'Fresh Salon');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ServerMessage.clientSignedUp });
    expect(res.headers['set-cookie']).toBeUndefined();
    const cookie = await login('owner@fresh-salon.example');
    const [row] = await stack.t.query<{ email: string; password_hash: string }>('SELECT email, password_hash FROM $schema.client_accounts WHERE email = $1', ['owner@fresh-salon.example']);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('a long secret');
    expect((await get('/api/client/status', cookie)).json()).toEqual({ authenticated: true });
    const dashboard = await dashboardOf(cookie);
    expect(dashboard.client).toMatchObject({ businessName: 'Fresh Salon', email: 'owner@fresh-salon.example', emailVerified: false });
    expect(dashboard).toMatchObject({ automations: [], totalWeeklySavings: 0, totalMonthlySavings: 0, totalTimesSaved: 0, liveAutomations: 0, notifications: [] });
    const [email] = await accountEmailsTo(stack.t, 'owner@fresh-salon.example');
    expect(email).toMatchObject({ subject: 'Confirm your email address', verifyToken: expect.any(String) });
    // Nothing the signer typed goes out from the agency's sender; the mail says when the account was made.
    expect(email.text).not.toContain('Fresh Salon');
    expect(email.text).toMatch(/given this email address on \d{1,2} \w+ \d{4} at \d\d:\d\d UTC/);
    expect(email.text).toContain("This wasn't me");
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
  });

  it("signs nobody in for an existing address and its right password, and counts each try against the address's sign-in throttle", async () => {
    // The first signup makes the account; each signup counts as a try of the address from an unknown device.
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await signup('oracle@example.com', 'the right secret', 'Oracle Co'));
    expect(answers.map((res) => [res.statusCode, res.json(), res.headers['set-cookie']])).toEqual(Array(5).fill([200, { success: true, message: ServerMessage.clientSignedUp }, undefined]));
    // Five tries spent the budget the unknown devices share: even the right password waits now.
    const refused = await post('/api/client/login', { email: 'oracle@example.com', password: 'the right secret' });
    expect([refused.statusCode, ErrorEnvelope.parse(refused.json()).error.message]).toEqual([429, ServerMessage.tooManySignInAttempts]);
    const sixth = await signup('oracle@example.com', 'the right secret', 'Oracle Co');
    expect(sixth.statusCode).toBe(429);
    // Sign-ins and signups share the budget whether or not the address has an account: it says nothing of accounts.
    for (let i = 0; i < 5; i++) expect((await post('/api/client/login', { email: 'nobody@oracle.example', password: `guess ${i}` })).statusCode).toBe(401);
    expect((await signup('nobody@oracle.example', 'the right secret', 'Oracle Co')).statusCode).toBe(429);
    expect(await stack.t.query('SELECT 1 FROM $schema.client_accounts WHERE email = $1', ['nobody@oracle.example'])).toEqual([]);
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
  it("a stranger who signs up with a lead's email gets nothing from the lead's click: the link asks, and a new password ends the stranger's sessions", async () => {
    const email = 'front@claimed-dental.example';
    const id = await clientThrough(stack.contexts, 'Claimed Dental', email, { select: 2, order: 'paid' });
    const stranger = await signedUp(email, 'stranger secret', 'Not Them');
    expect((await dashboardOf(stranger)).automations).toEqual([]);
    expect(await stack.t.query('SELECT 1 FROM $schema.account_links l JOIN $schema.client_accounts a ON a.id = l.account_id WHERE a.email = $1', [email])).toEqual([]);

    // The lead opens "Confirm your email address" in their own browser, with no session: nothing is confirmed yet.
    const [mail] = (await accountEmailsTo(stack.t, email)).filter((sent) => sent.verifyToken);
    const asked = await post('/api/client/verify-email', { token: mail.verifyToken });
    expect(asked.json()).toEqual({ outcome: 'password-needed', success: false, message: ServerMessage.confirmWithPassword, email, accountCreatedAt: expect.any(String), movesAccount: false, invited: false });
    expect(asked.headers['set-cookie']).toBeUndefined();
    const guessed = await post('/api/client/verify-email', { token: mail.verifyToken, password: 'a guess' });
    expect([guessed.statusCode, ErrorEnvelope.parse(guessed.json()).error.fields]).toEqual([400, { password: [ServerMessage.wrongAccountPassword] }]);
    expect((await get(`/api/admin/clients/${id}/profile`, stack.cookie)).json<{ account: { emailVerified: boolean } }>().account).toMatchObject({ emailVerified: false });

    // The lead chooses a password: the stranger's is gone, and so is every session of the account, before anything is linked.
    const chosen = await post('/api/client/verify-email', { token: mail.verifyToken, newPassword: 'the owner secret' });
    expect(chosen.json()).toEqual({ outcome: 'confirmed', success: true, message: ServerMessage.emailVerified });
    const owner = cookieOf(chosen.headers['set-cookie'])!;
    expect((await get('/api/client/dashboard', stranger)).statusCode).toBe(401);
    expect((await post('/api/client/login', { email, password: 'stranger secret' })).statusCode).toBe(401);
    expect((await dashboardOf(owner)).automations).toHaveLength(2);

    // The account's life is on the business's record: its timeline, newest first.
    const timeline = (await get(`/api/admin/clients/${id}/profile`, stack.cookie)).json<{ timeline: { kind: string; action?: string }[] }>().timeline;
    const accountLines = timeline.filter((event) => event.action?.startsWith('account.')).map((event) => event.action);
    expect(accountLines).toEqual(['account.linked', 'account.linked', 'account.email-verified', 'account.password-replaced', 'account.verification-sent', 'account.signup']);
  }, 30_000);

  it('a stranger who signed up before the lead existed and resends the link once the lead finished the wizard cannot have it confirmed; "This wasn\'t me" removes the account', async () => {
    const email = 'owner@early-spa.example';
    const stranger = await signedUp(email, 'stranger secret', 'Early Spa');
    await clientThrough(stack.contexts, 'Early Spa', email, { select: 1, order: 'none' });
    await stack.t.query(`UPDATE $schema.email_verifications SET created_at = now() - interval '2 minutes'`);
    expect((await post('/api/client/verify-email/resend', {}, stranger)).json()).toEqual({ success: true, message: ServerMessage.verificationSent });
    expect((await dashboardOf(stranger)).automations).toEqual([]);

    // The mail looks expected; the lead opens the newest link. It asks, and the lead says it was not them.
    const [mail] = (await accountEmailsTo(stack.t, email)).filter((sent) => sent.verifyToken);
    expect((await post('/api/client/verify-email', { token: mail.verifyToken })).json()).toMatchObject({ outcome: 'password-needed' });
    const declined = await post('/api/client/verify-email/decline', { token: mail.verifyToken });
    expect(declined.json()).toEqual({ success: true, message: ServerMessage.unprovenAccountRemoved });
    expect((await get('/api/client/dashboard', stranger)).statusCode).toBe(401);
    expect(await stack.t.query('SELECT 1 FROM $schema.client_accounts WHERE email = $1', [email])).toEqual([]);
    expect((await post('/api/client/verify-email/decline', { token: mail.verifyToken })).statusCode).toBe(400);

    // The address is free for the lead's own account.
    const own = await signedUp(email, 'the owner secret', 'Early Spa');
    expect((await confirmEmailOf(stack.t, email, { cookie: own })).json()).toMatchObject({ outcome: 'confirmed' });
    expect((await dashboardOf(own)).automations).toHaveLength(1);
  }, 30_000);

  it("confirms in another browser with the account's own password, signing that browser in too", async () => {
    const first = await signedUp('two-browsers@example.com');
    const res = await confirmEmailOf(stack.t, 'two-browsers@example.com');
    expect(res.json()).toEqual({ outcome: 'confirmed', success: true, message: ServerMessage.emailVerified });
    const second = cookieOf(res.headers['set-cookie'])!;
    expect((await dashboardOf(second)).client.emailVerified).toBe(true);
    expect((await dashboardOf(first)).client.emailVerified).toBe(true);
    // A confirmed account's link no longer says "This wasn't me".
    const [mail] = (await accountEmailsTo(stack.t, 'two-browsers@example.com')).filter((sent) => sent.verifyToken);
    expect((await post('/api/client/verify-email/decline', { token: mail.verifyToken })).statusCode).toBe(400);
  });

  it("links the submissions and paid orders of the proven email: the chosen workflows become pending automations, the paid starter sprint's one priced by the sprint alone", async () => {
    const id = await clientThrough(stack.contexts, 'Linked Dental', 'front@linked-dental.example', { select: 2, order: 'paid' });
    const { selectedWorkflows, submission }: SubmissionDetailResponse = await submissionDetailOf(stack.contexts, id);
    expect((await signup('FRONT@linked-dental.example', 'a long secret', 'Linked Dental')).statusCode).toBe(200);
    const cookie = await login('front@linked-dental.example');
    expect((await dashboardOf(cookie)).automations).toEqual([]);

    // Opened in the account's own session, the link confirms as it is.
    const confirmed = await confirmEmailOf(stack.t, 'front@linked-dental.example', { cookie });
    expect(confirmed.json()).toEqual({ outcome: 'confirmed', success: true, message: ServerMessage.emailVerified });
    expect(confirmed.headers['set-cookie']).toBeUndefined();
    const dashboard = await dashboardOf(cookie);
    expect(dashboard.client.emailVerified).toBe(true);
    expect(dashboard.automations.map((a) => a.title).sort()).toEqual(selectedWorkflows.map((w) => w.title).sort());
    for (const automation of dashboard.automations) {
      const workflow = selectedWorkflows.find((w) => w.title === automation.title)!;
      // The starter sprint covers the first workflow chosen; the other keeps its own price.
      const covered = workflow === selectedWorkflows[0];
      const price = covered ? { setupCost: 0, monthlyCost: 0, sprint: expect.objectContaining({ package: 'starter', refunded: false }) } : { setupCost: workflow.setupCost, monthlyCost: workflow.monthlyCost, sprint: null };
      expect(automation).toMatchObject({ status: 'pending', progressPercent: 0, goLiveDate: null, actualWeeklyTimeSaved: null, estimatedWeeklyTimeSaved: estimateWeeklyHours(workflow.id, workflow.impact, submission.companySize), ...price });
    }
    const links = await stack.t.query<{ kind: string }>(`SELECT l.kind FROM $schema.account_links l JOIN $schema.client_accounts a ON a.id = l.account_id WHERE a.email = 'front@linked-dental.example' ORDER BY kind`);
    expect(links.map((l) => l.kind)).toEqual(['order', 'submission']);
    const events = (await app().get(AuditEventRepository).about('account', dashboard.client.id)).map((e) => `${e.action}:${e.details.kind ?? ''}`);
    expect(events).toEqual(expect.arrayContaining(['account.signup:', 'account.email-verified:', 'account.linked:submission', 'account.linked:order']));

    // The link works once; a second sign-in links what is new only: no automation twice.
    expect((await confirmEmailOf(stack.t, 'front@linked-dental.example', { cookie })).json()).toEqual({ error: { code: 'VerificationLinkInvalid', message: ServerMessage.verificationLinkInvalid } });
    const again = await post('/api/client/login', { email: 'front@linked-dental.example', password: 'a long secret' });
    expect((await dashboardOf(cookieOf(again.headers['set-cookie'])!)).automations).toHaveLength(selectedWorkflows.length);
  }, 30_000);

  it('resends a confirmation link at most once a minute, and says when the email is proven already', async () => {
    const cookie = await signedUp('resend@example.com');
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
    const first = await signedUp('rotate@example.com');
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
    const client = await signedUp('roles@example.com');
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
    const cookie = await signedUp('owner@savings-spa.example', 'a long secret', 'Savings Spa');
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
