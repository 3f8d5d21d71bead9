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
const ask = (cookie: string, email: string, currentPassword = 'a long secret') => inject('POST', '/api/client/email', cookie, { email, currentPassword });
const subjectsTo = async (to: string) => (await accountEmailsTo(t, to)).map((email) => email.subject);
/** A proven account and its session. */
const provenAccount = async (email: string, password?: string) => {
  const cookie = await signUpClient(t, { email, businessName: 'Mover Co', password });
  await confirmEmailOf(t, email, { cookie });
  return cookie;
};

it('moves nothing until the new inbox confirms; then the account moves there proven, the former links and every other session end, and the former address is told', async () => {
  const here = await provenAccount('old@mover.example');
  const elsewhere = await signIn('old@mover.example');
  const [{ id }] = await t.query<{ id: string }>(`SELECT id FROM $schema.client_accounts WHERE email = 'old@mover.example'`);
  await t.query(`INSERT INTO $schema.account_links (account_id, kind, ref_id) VALUES ($1, 'submission', $2)`, [id, randomUUID()]);

  const res = await ask(here, 'New@Mover.example');
  expect(res.json()).toEqual({ success: true, message: ServerMessage.emailChangeSent });
  // Asked, not moved: the account, its business and its sessions are as they were.
  expect(await dashboardOf(here)).toMatchObject({ email: 'old@mover.example', emailVerified: true });
  expect((await inject('GET', '/api/client/dashboard', elsewhere)).statusCode).toBe(200);
  expect(await t.query('SELECT 1 FROM $schema.account_links WHERE account_id = $1', [id])).toHaveLength(1);
  expect(await subjectsTo('new@mover.example')).toEqual(['Confirm your new email address']);
  expect(await subjectsTo('old@mover.example')).toEqual(['Confirm your email address']);

  expect((await confirmEmailOf(t, 'new@mover.example', { cookie: here })).json()).toMatchObject({ outcome: 'confirmed' });
  expect(await dashboardOf(here)).toMatchObject({ email: 'new@mover.example', emailVerified: true });
  expect((await inject('GET', '/api/client/dashboard', elsewhere)).statusCode).toBe(401);
  expect(await t.query('SELECT 1 FROM $schema.account_links WHERE account_id = $1', [id])).toEqual([]);
  const [told] = await accountEmailsTo(t, 'old@mover.example');
  expect(told).toMatchObject({ subject: 'Your email address was changed', undoToken: expect.any(String) });
  expect(told.text).toContain('new@mover.example');

  // A link sent to the old address neither proves the new one nor moves the account back.
  const [oldLink] = (await accountEmailsTo(t, 'old@mover.example')).filter((email) => email.verifyToken);
  await t.query('UPDATE $schema.email_verifications SET used_at = NULL WHERE email = $1', ['old@mover.example']);
  expect((await inject('POST', '/api/client/verify-email', here, { token: oldLink.verifyToken })).statusCode).toBe(400);
  expect((await dashboardOf(here)).email).toBe('new@mover.example');
});

it('answers the same for an address another account has, whose owner gets a note and no link; nothing changes', async () => {
  const free = await provenAccount('free-asker@mover.example');
  const taken = await provenAccount('taken-asker@mover.example');
  await signUpClient(t, { email: 'taken@mover.example', businessName: 'Taken Co' });
  const toFree = await ask(free, 'nobody-yet@mover.example');
  const toTaken = await ask(taken, 'taken@mover.example');
  expect([toTaken.statusCode, toTaken.json(), toTaken.headers['set-cookie']]).toEqual([toFree.statusCode, toFree.json(), toFree.headers['set-cookie']]);

  const [note] = await accountEmailsTo(t, 'taken@mover.example');
  expect(note).toMatchObject({ subject: 'Someone asked to use your email address', verifyToken: undefined });
  expect((await dashboardOf(taken)).email).toBe('taken-asker@mover.example');
  expect((await dashboardOf(await signIn('taken@mover.example'))).email).toBe('taken@mover.example');
});

it('refuses a wrong current password and the same address, and a second ask within the minute', async () => {
  const cookie = await provenAccount('stay@mover.example');
  const fieldsOf = async (email: string, password?: string) => ErrorEnvelope.parse((await ask(cookie, email, password)).json()).error.fields;
  expect(await fieldsOf('else@mover.example', 'not it')).toEqual({ currentPassword: [ServerMessage.wrongCurrentPassword] });
  expect(await fieldsOf('STAY@mover.example')).toEqual({ email: [ServerMessage.emailUnchanged] });
  expect((await ask(cookie, 'else@mover.example')).statusCode).toBe(200);
  const again = await ask(cookie, 'other@mover.example');
  expect([again.statusCode, again.headers['retry-after']]).toEqual([429, '60']);
  expect((await dashboardOf(cookie)).email).toBe('stay@mover.example');
});

it("a stranger who asks to move their account to a lead's address gets nothing from the lead's click; the lead's new password ends the stranger's sessions", async () => {
  const stranger = await provenAccount('own@stranger.example', 'stranger secret');
  await ask(stranger, 'lead@target.example', 'stranger secret');
  const [mail] = (await accountEmailsTo(t, 'lead@target.example')).filter((email) => email.verifyToken);
  expect((await inject('POST', '/api/client/verify-email', undefined, { token: mail.verifyToken })).json()).toMatchObject({ outcome: 'password-needed', email: 'lead@target.example' });
  expect((await dashboardOf(stranger)).email).toBe('own@stranger.example');
  const chosen = await inject('POST', '/api/client/verify-email', undefined, { token: mail.verifyToken, newPassword: 'the lead secret' });
  expect(chosen.json()).toMatchObject({ outcome: 'confirmed' });
  expect((await inject('GET', '/api/client/dashboard', stranger)).statusCode).toBe(401);
  expect((await inject('POST', '/api/client/login', undefined, { email: 'own@stranger.example', password: 'stranger secret' })).statusCode).toBe(401);
  expect(await dashboardOf(await signIn('lead@target.example', 'the lead secret'))).toMatchObject({ email: 'lead@target.example', emailVerified: true });
});

it('"This wasn\'t me" at the new address cancels the change: the account and its sessions stay as they were', async () => {
  const owner = await provenAccount('typo@mover.example');
  await ask(owner, 'somebody@else.example');
  const [mail] = (await accountEmailsTo(t, 'somebody@else.example')).filter((email) => email.verifyToken);
  expect((await inject('POST', '/api/client/verify-email/decline', undefined, { token: mail.verifyToken })).json()).toEqual({ success: true, message: ServerMessage.emailChangeDeclined });
  expect(await dashboardOf(owner)).toMatchObject({ email: 'typo@mover.example', emailVerified: true });
  expect((await inject('POST', '/api/client/verify-email', owner, { token: mail.verifyToken })).statusCode).toBe(400);
});

it('refuses the move when the new address got an account of its own meanwhile, saying so only to whoever proved that inbox', async () => {
  const owner = await provenAccount('slow@mover.example');
  await ask(owner, 'quick@mover.example');
  await signUpClient(t, { email: 'quick@mover.example', businessName: 'Quick Co' });
  const [mail] = (await accountEmailsTo(t, 'quick@mover.example')).filter((email) => email.subject === 'Confirm your new email address');
  const refused = await inject('POST', '/api/client/verify-email', owner, { token: mail.verifyToken });
  expect([refused.statusCode, ErrorEnvelope.parse(refused.json()).error]).toEqual([409, { code: 'EmailTaken', message: ServerMessage.emailNotAvailable }]);
  expect((await dashboardOf(owner)).email).toBe('slow@mover.example');
});

it('the former address undoes a change it did not make: the account comes back, every session ends, and a reset link follows; once only', async () => {
  await provenAccount('victim@mover.example');
  // Someone with the password moves the account away and proves the new address.
  const thief = await signIn('victim@mover.example');
  await ask(thief, 'thief@mover.example');
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

it('"This wasn\'t me" still sends back an account that moved before changes waited for the new inbox, proven as it was', async () => {
  const owner = await provenAccount('before@mover.example');
  // The old way: the account at the new address at once, unproven, its way back kept.
  const [{ id }] = await t.query<{ id: string }>(`UPDATE $schema.client_accounts SET email = 'moved-early@else.example', email_verified_at = NULL WHERE email = 'before@mover.example' RETURNING id`);
  await t.query(`INSERT INTO $schema.email_changes (token_hash, account_id, old_email, old_verified_at, new_email, expires_at) VALUES ('legacy', $1, 'before@mover.example', now(), 'moved-early@else.example', now() + interval '7 days')`, [id]);
  await t.query(`UPDATE $schema.email_verifications SET created_at = now() - interval '2 minutes' WHERE account_id = $1`, [id]);
  expect((await inject('POST', '/api/client/verify-email/resend', owner, {})).statusCode).toBe(200);
  const [mail] = (await accountEmailsTo(t, 'moved-early@else.example')).filter((email) => email.verifyToken);
  expect((await inject('POST', '/api/client/verify-email/decline', undefined, { token: mail.verifyToken })).json()).toEqual({ success: true, message: ServerMessage.emailChangeDeclined });
  expect(await dashboardOf(await signIn('before@mover.example'))).toMatchObject({ email: 'before@mover.example', emailVerified: true });
});
