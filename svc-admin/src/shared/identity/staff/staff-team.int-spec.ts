import { DeliverEmailJob, ErrorEnvelope, RECOVERY_CODE_COUNT, ServerMessage, StartEnrolmentResponse, TeamResponse, type StaffRole } from '@biz/contracts';
import { queuedJobs } from '@biz/server-kit/testing';
import { startAdminTestApp, type AdminTestApp } from '../../../testing/admin-test-app';
import { inviteLinkTo, joinTeam, sessionCookieOf, STAFF_TEST_PASSWORD, totpCodeOf } from '../../../testing/staff-members';
import { AuditEventRepository } from '../../audit/audit-event.repository';

// The whole way in for a staff member, through the HTTP API: invited by the bootstrap owner, the link read
// back from the worker's queue, TOTP codes computed from the secret as an authenticator app would.
let t: AdminTestApp;
let owner: string;
beforeAll(async () => {
  t = await startAdminTestApp({ PUBLIC_URL: 'https://bizautomate.example', ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE: '1000' });
  owner = await t.adminCookie();
});
afterAll(() => t?.close());

const PASSWORD = STAFF_TEST_PASSWORD;
const post = (url: string, payload: object, cookie?: string) => t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const cookieOf = sessionCookieOf;
const codeOf = totpCodeOf;
const join = (email: string, name: string, role: StaffRole = 'staff') => joinTeam(t, owner, email, name, role);

async function signIn(email: string, password: string, code: () => string) {
  const first = await post('/api/admin/staff-login', { email, password });
  if (first.statusCode !== 200) return first;
  return post('/api/admin/staff-login/verify', { challenge: first.json<{ challenge: string }>().challenge, code: code() });
}

it('invites by an emailed link kept only hashed; the invitee enrols TOTP, is shown recovery codes once and is signed in as staff', async () => {
  const dana = await join('Dana@Agency.example', 'Dana Reyes');
  expect(dana.enrolment).toMatchObject({ email: 'dana@agency.example', role: 'staff' });
  expect(dana.enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/BizAutomate:dana%40agency\.example\?issuer=BizAutomate&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/);
  expect(dana.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
  expect((await get('/api/admin/status', dana.cookie)).json()).toEqual({ isAdmin: true, authenticated: true, role: 'staff', name: 'Dana Reyes' });

  // Neither the link's token, the TOTP secret nor a recovery code is stored as it is.
  const stored = JSON.stringify([await t.query('SELECT * FROM $schema.staff_invites'), await t.query('SELECT * FROM $schema.staff_accounts'), await t.query('SELECT * FROM $schema.staff_recovery_codes')]);
  for (const secret of [dana.token, dana.secret, ...dana.recoveryCodes]) expect(stored).not.toContain(secret);

  // The link worked once.
  const again = await post('/api/admin/invites/enrolment', { token: dana.token });
  expect([again.statusCode, ErrorEnvelope.parse(again.json()).error.code]).toEqual([400, 'InviteLinkInvalid']);

  const team = TeamResponse.parse((await get('/api/admin/team', owner)).json());
  expect(team.members).toEqual([expect.objectContaining({ name: 'Dana Reyes', email: 'dana@agency.example', role: 'staff', mfaEnrolled: true, lastSignInAt: expect.any(String) })]);
  expect(team.invites).toEqual([]);
});

it('signs a member in only after the second factor: a code once, a recovery code once; a wrong password or code starts no session', async () => {
  const sam = await join('sam@agency.example', 'Sam Ortiz');
  const wrongPassword = await signIn('sam@agency.example', 'not the password', () => codeOf(sam.secret));
  expect([wrongPassword.statusCode, ErrorEnvelope.parse(wrongPassword.json()).error]).toEqual([401, { code: 'InvalidStaffCredentials', message: ServerMessage.invalidStaffCredentials }]);
  const unknown = await signIn('nobody@agency.example', PASSWORD, () => '000000');
  expect(unknown.json()).toEqual(wrongPassword.json());

  const wrongCode = await signIn('sam@agency.example', PASSWORD, () => (Number(codeOf(sam.secret)) + 1).toString().padStart(6, '0').slice(-6));
  expect([wrongCode.statusCode, wrongCode.headers['set-cookie']]).toEqual([401, undefined]);

  // The code that confirmed enrolment is spent; the next step's is accepted once.
  const next = codeOf(sam.secret, 1);
  const signedIn = await signIn('sam@agency.example', PASSWORD, () => next);
  expect(signedIn.statusCode).toBe(200);
  expect((await get('/api/admin/status', cookieOf(signedIn.headers['set-cookie']))).json()).toMatchObject({ role: 'staff', name: 'Sam Ortiz' });
  expect((await signIn('sam@agency.example', PASSWORD, () => next)).statusCode).toBe(401);

  const [recovery] = sam.recoveryCodes;
  expect((await signIn('sam@agency.example', PASSWORD, () => recovery!.toUpperCase())).statusCode).toBe(200);
  expect((await signIn('sam@agency.example', PASSWORD, () => recovery!)).statusCode).toBe(401);
  const actions = (await t.app.get(AuditEventRepository).latest(20)).map((event) => event.action);
  expect(actions).toEqual(expect.arrayContaining(['staff.recovery-code-used', 'staff.login-failed', 'admin.login', 'staff.joined']));
});

it('counts wrong codes per member across every challenge: 60 wrong codes over 20 challenges, the 6th refused, the member emailed; recovery codes and password changes share the budget', async () => {
  const jo = await join('jo@agency.example', 'Jo Quinn');
  const open = async () => (await post('/api/admin/staff-login', { email: 'jo@agency.example', password: PASSWORD })).json<{ challenge: string }>().challenge;
  const verify = (challenge: string, code: string) => post('/api/admin/staff-login/verify', { challenge, code });
  // Ten steps ahead: a code of this secret, but not one the server accepts now.
  const wrong = codeOf(jo.secret, 10);
  const challenges: string[] = [];
  for (let i = 0; i < 20; i++) challenges.push(await open());

  const answers: string[] = [];
  for (const challenge of challenges) for (let i = 0; i < 3; i++) answers.push(`${(await verify(challenge, wrong)).statusCode}`);
  // Only the newest three challenges stay open; on them, five wrong codes are checked and the sixth waits.
  expect(answers.slice(0, 17 * 3)).toEqual(Array(17 * 3).fill('401'));
  expect(answers.slice(17 * 3)).toEqual(['401', '401', '401', '401', '401', '429', '429', '429', '429']);
  const [account] = await t.query<{ id: string }>(`SELECT id FROM $schema.staff_accounts WHERE email = 'jo@agency.example'`);
  const failures = (await t.app.get(AuditEventRepository).latest(200)).filter((event) => event.action === 'staff.login-failed' && event.subjectId === account.id);
  expect(failures).toHaveLength(5);

  // The member is told once, by email.
  const jobs = await queuedJobs(t.env.REDIS_URL, t.env.QUEUE_PREFIX, DeliverEmailJob);
  const alerts = jobs.map(({ data }) => DeliverEmailJob.schema.parse(data)).filter((mail) => mail.to === 'jo@agency.example' && mail.subject === 'Wrong sign-in codes on your BizAutomate account');
  expect(alerts).toHaveLength(1);

  // While the account waits, nothing is checked: not the right code, not a recovery code, not a current password.
  const [live] = challenges.slice(-1);
  const right = await verify(live!, codeOf(jo.secret, 1));
  expect([right.statusCode, Number(right.headers['retry-after']) >= 1, ErrorEnvelope.parse(right.json()).error.message]).toEqual([429, true, ServerMessage.tooManySecondFactorAttempts]);
  expect((await verify(live!, jo.recoveryCodes[0]!)).statusCode).toBe(429);
  expect((await post('/api/admin/account/password', { currentPassword: 'a wrong guess', newPassword: 'another long password' }, jo.cookie)).statusCode).toBe(429);
  // The challenge opened before the others was ended by them: its right code no longer works.
  expect((await verify(challenges[0]!, codeOf(jo.secret, 1))).statusCode).toBe(401);
});

it('keeps the team and billing settings to owners: a staff member gets 403, an invited owner manages the team', async () => {
  const lee = await join('lee@agency.example', 'Lee Park');
  expect((await get('/api/admin/team', lee.cookie)).statusCode).toBe(403);
  expect((await post('/api/admin/team/invites', { email: 'x@agency.example', role: 'owner' }, lee.cookie)).statusCode).toBe(403);
  expect((await get('/api/admin/dashboard', lee.cookie)).statusCode).not.toBe(403);

  const ana = await join('ana@agency.example', 'Ana Diaz', 'owner');
  expect((await get('/api/admin/team', ana.cookie)).statusCode).toBe(200);
});

it('removes a member: their sessions end at once, they cannot sign in again, and the audit trail names who removed them', async () => {
  const kim = await join('kim@agency.example', 'Kim Lu', 'owner');
  const max = await join('max@agency.example', 'Max Roy');
  const maxSecond = await signIn('max@agency.example', PASSWORD, () => codeOf(max.secret, 1));
  const { members } = TeamResponse.parse((await get('/api/admin/team', kim.cookie)).json());
  const maxId = members.find((member) => member.email === 'max@agency.example')!.id;
  const kimId = members.find((member) => member.email === 'kim@agency.example')!.id;

  expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/team/${kimId}`, headers: { cookie: kim.cookie } })).json().error.code).toBe('CannotRemoveYourself');
  expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/team/${maxId}`, headers: { cookie: kim.cookie } })).json()).toEqual({ success: true });
  for (const cookie of [max.cookie, cookieOf(maxSecond.headers['set-cookie'])]) expect((await get('/api/admin/status', cookie)).statusCode).toBe(401);
  expect((await signIn('max@agency.example', PASSWORD, () => codeOf(max.secret, 2))).statusCode).toBe(401);
  const [removed] = await t.query<{ actor_staff_id: string; subject_id: string }>(`SELECT actor_staff_id, subject_id FROM $schema.audit_events WHERE action = 'staff.removed'`);
  expect(removed).toEqual({ actor_staff_id: kimId, subject_id: maxId });
});

it('changes a member\'s password with the current one: their other sessions end, this one stays; the bootstrap owner has none to change', async () => {
  const eve = await join('eve@agency.example', 'Eve Stone');
  const other = await signIn('eve@agency.example', PASSWORD, () => codeOf(eve.secret, 1));
  const change = (cookie: string, currentPassword: string) => post('/api/admin/account/password', { currentPassword, newPassword: 'another long password' }, cookie);
  expect((await change(eve.cookie, 'not the password')).json().error.code).toBe('InvalidStaffCredentials');
  expect((await change(owner, PASSWORD)).json().error.code).toBe('StaffMemberNotFound');

  expect((await change(eve.cookie, PASSWORD)).json()).toEqual({ success: true });
  expect((await get('/api/admin/status', eve.cookie)).statusCode).toBe(200);
  expect((await get('/api/admin/status', cookieOf(other.headers['set-cookie']))).statusCode).toBe(401);
  expect((await post('/api/admin/staff-login', { email: 'eve@agency.example', password: PASSWORD })).statusCode).toBe(401);
  expect((await post('/api/admin/staff-login', { email: 'eve@agency.example', password: 'another long password' })).statusCode).toBe(200);
});

it('refuses an expired invitation, an email already on the team, and a wrong enrolment code, creating no account', async () => {
  expect((await post('/api/admin/team/invites', { email: 'dana@agency.example', role: 'staff' }, owner)).json().error.code).toBe('StaffEmailTaken');
  await post('/api/admin/team/invites', { email: 'late@agency.example', role: 'staff' }, owner);
  const token = await inviteLinkTo(t, 'late@agency.example');
  const { secret } = StartEnrolmentResponse.parse((await post('/api/admin/invites/enrolment', { token })).json());
  const wrong = await post('/api/admin/invites/accept', { token, name: 'Late', password: PASSWORD, code: codeOf(secret, 5) });
  expect([wrong.statusCode, wrong.json().error.code]).toEqual([401, 'InvalidSecondFactor']);
  await t.query(`UPDATE $schema.staff_invites SET expires_at = now() - interval '1 second' WHERE email = 'late@agency.example'`);
  const late = await post('/api/admin/invites/accept', { token, name: 'Late', password: PASSWORD, code: codeOf(secret) });
  expect([late.statusCode, late.json().error.code]).toEqual([400, 'InviteLinkInvalid']);
  expect(await t.query(`SELECT id FROM $schema.staff_accounts WHERE email = 'late@agency.example'`)).toEqual([]);
});

it('withdraws a pending invitation: its link stops working at once, once; an accepted one is refused; only an owner may', async () => {
  const del = (url: string, cookie: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie } });
  const invited = await post('/api/admin/team/invites', { email: 'Withdrawn@Agency.example', role: 'staff' }, owner);
  expect(invited.statusCode).toBe(200);
  const { id } = invited.json<{ id: string }>();
  const token = await inviteLinkTo(t, 'withdrawn@agency.example');
  expect((await post('/api/admin/invites/enrolment', { token })).statusCode).toBe(200);

  // A staff member may not withdraw it: an owner's screen.
  const lee = await join('lee-withdraw@agency.example', 'Lee Withdraw');
  expect((await del(`/api/admin/team/invites/${id}`, lee.cookie)).statusCode).toBe(403);

  const withdrawn = await del(`/api/admin/team/invites/${id}`, owner);
  expect([withdrawn.statusCode, withdrawn.json()]).toEqual([200, { success: true }]);
  expect(TeamResponse.parse((await get('/api/admin/team', owner)).json()).invites.map((invite) => invite.email)).not.toContain('withdrawn@agency.example');
  const late = await post('/api/admin/invites/enrolment', { token });
  expect(ErrorEnvelope.parse(late.json()).error.code).toBe('InviteLinkInvalid');
  const event = (await t.app.get(AuditEventRepository).latest(20)).find((e) => e.action === 'staff.invite-withdrawn');
  expect(event?.details).toMatchObject({ email: 'withdrawn@agency.example', role: 'staff' });

  const again = await del(`/api/admin/team/invites/${id}`, owner);
  expect([again.statusCode, ErrorEnvelope.parse(again.json()).error]).toEqual([404, { code: 'StaffInviteNotFound', message: ServerMessage.staffInviteNotFound }]);
  const [{ id: acceptedId }] = await t.query<{ id: string }>(`SELECT id FROM $schema.staff_invites WHERE email = 'lee-withdraw@agency.example'`);
  const accepted = await del(`/api/admin/team/invites/${acceptedId}`, owner);
  expect([accepted.statusCode, ErrorEnvelope.parse(accepted.json()).error.code]).toEqual([409, 'StaffInviteAccepted']);
  expect((await del('/api/admin/team/invites/not-an-id', owner)).statusCode).toBe(400);
});
