import { ClientDashboardResponse, ErrorEnvelope, ServerMessage } from '@biz/contracts';
import { freePort } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { accountEmailsTo, confirmEmailOf, signUpClient } from '../../testing/account-emails';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';

// svc-admin alone (the contexts answer nothing: linking waits), the links written as the linker would.
let t: AdminTestApp;
beforeAll(async () => {
  const nobody = `http://127.0.0.1:${await freePort()}`;
  t = await startAdminTestApp({ INTAKE_URL: nobody, BILLING_URL: nobody, CLIENT_AUTH_RATE_LIMIT_PER_MINUTE: '1000', CLIENT_EMAIL_RATE_LIMIT_PER_MINUTE: '1000' });
}, 30_000);
afterAll(() => t?.close());

const inject = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) => t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const cookieOf = (setCookie: unknown) => /(?:^|,\s*)(sid=[^;]*)/.exec(String(setCookie))?.[1];
const signIn = async (email: string, password = 'a long secret') => cookieOf((await inject('POST', '/api/client/login', undefined, { email, password })).headers['set-cookie'])!;
const dashboardOf = async (cookie: string) => ClientDashboardResponse.parse((await inject('GET', '/api/client/dashboard', cookie)).json()).client;

it('moves the account to a new address that must be confirmed again: the old links go, every other session ends, the link goes to the new inbox', async () => {
  const here = await signUpClient(t, { email: 'old@mover.example', businessName: 'Mover Co' });
  await confirmEmailOf(t, 'old@mover.example', { cookie: here });
  const elsewhere = await signIn('old@mover.example');
  const [{ id }] = await t.query<{ id: string }>(`SELECT id FROM $schema.client_accounts WHERE email = 'old@mover.example'`);
  await t.query(`INSERT INTO $schema.account_links (account_id, kind, ref_id) VALUES ($1, 'submission', $2)`, [id, randomUUID()]);

  const res = await inject('POST', '/api/client/email', here, { email: 'New@Mover.example', currentPassword: 'a long secret' });
  expect(res.json()).toEqual({ success: true, message: ServerMessage.emailChanged });

  const dashboard = ClientDashboardResponse.parse((await inject('GET', '/api/client/dashboard', here)).json());
  expect(dashboard.client).toMatchObject({ email: 'new@mover.example', emailVerified: false });
  expect((await inject('GET', '/api/client/dashboard', elsewhere)).statusCode).toBe(401);
  expect(await t.query('SELECT 1 FROM $schema.account_links WHERE account_id = $1', [id])).toEqual([]);
  expect((await accountEmailsTo(t, 'new@mover.example')).map((email) => email.subject)).toEqual(['Confirm your email address']);
  // The former address is told, with a way back.
  const [told] = await accountEmailsTo(t, 'old@mover.example');
  expect(told).toMatchObject({ subject: 'Your email address was changed', undoToken: expect.any(String) });
  expect(told.text).toContain('new@mover.example');

  // A link sent to the old address proves nothing about the new one.
  const [oldLink] = (await accountEmailsTo(t, 'old@mover.example')).filter((email) => email.verifyToken);
  await t.query('UPDATE $schema.email_verifications SET used_at = NULL WHERE email = $1', ['old@mover.example']);
  expect((await inject('POST', '/api/client/verify-email', undefined, { token: oldLink.verifyToken })).statusCode).toBe(400);
  expect((await confirmEmailOf(t, 'new@mover.example', { cookie: here })).json()).toMatchObject({ outcome: 'confirmed' });
  expect(ClientDashboardResponse.parse((await inject('GET', '/api/client/dashboard', here)).json()).client.emailVerified).toBe(true);
});

it('refuses a wrong current password, the same address and one another account has, changing nothing', async () => {
  const cookie = await signUpClient(t, { email: 'stay@mover.example', businessName: 'Stay Co' });
  await inject('POST', '/api/client/signup', undefined, { email: 'taken@mover.example', password: 'a long secret', businessName: 'Taken Co' });
  const fieldsOf = async (payload: object) => ErrorEnvelope.parse((await inject('POST', '/api/client/email', cookie, payload)).json()).error.fields;
  expect(await fieldsOf({ email: 'else@mover.example', currentPassword: 'not it' })).toEqual({ currentPassword: [ServerMessage.wrongCurrentPassword] });
  expect(await fieldsOf({ email: 'STAY@mover.example', currentPassword: 'a long secret' })).toEqual({ email: [ServerMessage.emailUnchanged] });
  expect(await fieldsOf({ email: 'taken@mover.example', currentPassword: 'a long secret' })).toEqual({ email: [ServerMessage.emailNotAvailable] });
  expect(ClientDashboardResponse.parse((await inject('GET', '/api/client/dashboard', cookie)).json()).client.email).toBe('stay@mover.example');
});

it("a stranger who moves their account to a lead's address gets nothing from the lead's click; the lead's new password ends the stranger's sessions", async () => {
  const stranger = await signUpClient(t, { email: 'own@stranger.example', businessName: 'Not Them', password: 'stranger secret' });
  await confirmEmailOf(t, 'own@stranger.example', { cookie: stranger });
  await inject('POST', '/api/client/email', stranger, { email: 'lead@target.example', currentPassword: 'stranger secret' });
  const [mail] = (await accountEmailsTo(t, 'lead@target.example')).filter((email) => email.verifyToken);
  expect((await inject('POST', '/api/client/verify-email', undefined, { token: mail.verifyToken })).json()).toMatchObject({ outcome: 'password-needed', email: 'lead@target.example' });
  const chosen = await inject('POST', '/api/client/verify-email', undefined, { token: mail.verifyToken, newPassword: 'the lead secret' });
  expect(chosen.json()).toMatchObject({ outcome: 'confirmed' });
  expect((await inject('GET', '/api/client/dashboard', stranger)).statusCode).toBe(401);
  expect((await inject('POST', '/api/client/login', undefined, { email: 'lead@target.example', password: 'stranger secret' })).statusCode).toBe(401);
  expect(await dashboardOf(await signIn('lead@target.example', 'the lead secret'))).toMatchObject({ email: 'lead@target.example', emailVerified: true });
});

it('"This wasn\'t me" at the new address takes the account back to its former one, proven as it was, and signs everyone out', async () => {
  const owner = await signUpClient(t, { email: 'typo@mover.example', businessName: 'Typo Co' });
  await confirmEmailOf(t, 'typo@mover.example', { cookie: owner });
  await inject('POST', '/api/client/email', owner, { email: 'somebody@else.example', currentPassword: 'a long secret' });
  const [mail] = (await accountEmailsTo(t, 'somebody@else.example')).filter((email) => email.verifyToken);
  expect((await inject('POST', '/api/client/verify-email/decline', undefined, { token: mail.verifyToken })).json()).toEqual({ success: true, message: ServerMessage.emailChangeDeclined });
  expect((await inject('GET', '/api/client/dashboard', owner)).statusCode).toBe(401);
  expect(await dashboardOf(await signIn('typo@mover.example'))).toMatchObject({ email: 'typo@mover.example', emailVerified: true });
  // The undo link the former address got is spent with it.
  const [told] = await accountEmailsTo(t, 'typo@mover.example');
  expect((await inject('POST', '/api/client/email/undo', undefined, { token: told.undoToken })).statusCode).toBe(400);
});

it('the former address undoes a change it did not make: the account comes back, every session ends, and a reset link follows; once only', async () => {
  const owner = await signUpClient(t, { email: 'victim@mover.example', businessName: 'Victim Co' });
  await confirmEmailOf(t, 'victim@mover.example', { cookie: owner });
  // Someone with the session (and the password) moves the account away and proves the new address.
  const thief = await signIn('victim@mover.example');
  await inject('POST', '/api/client/email', thief, { email: 'thief@mover.example', currentPassword: 'a long secret' });
  await confirmEmailOf(t, 'thief@mover.example', { cookie: thief });
  const [told] = await accountEmailsTo(t, 'victim@mover.example');

  const undone = await inject('POST', '/api/client/email/undo', undefined, { token: told.undoToken });
  expect(undone.json()).toEqual({ success: true, message: ServerMessage.emailChangeUndone });
  expect((await inject('GET', '/api/client/dashboard', thief)).statusCode).toBe(401);
  const [reset] = await accountEmailsTo(t, 'victim@mover.example');
  expect(reset).toMatchObject({ subject: 'Choose a new password', resetToken: expect.any(String) });
  expect((await inject('POST', '/api/client/password-reset/confirm', undefined, { token: reset.resetToken, password: 'the victim secret' })).statusCode).toBe(200);
  expect(await dashboardOf(await signIn('victim@mover.example', 'the victim secret'))).toMatchObject({ email: 'victim@mover.example', emailVerified: true });
  const again = await inject('POST', '/api/client/email/undo', undefined, { token: told.undoToken });
  expect(ErrorEnvelope.parse(again.json()).error).toEqual({ code: 'UndoLinkInvalid', message: ServerMessage.undoLinkInvalid });
});
