import { ClientDashboardResponse, ErrorEnvelope, ServerMessage } from '@biz/contracts';
import { freePort } from '@biz/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { accountEmailsTo, confirmEmailOf } from '../../testing/account-emails';
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
const signIn = async (email: string) => cookieOf((await inject('POST', '/api/client/login', undefined, { email, password: 'a long secret' })).headers['set-cookie'])!;

it('moves the account to a new address that must be confirmed again: the old links go, every other session ends, the link goes to the new inbox', async () => {
  const here = cookieOf((await inject('POST', '/api/client/signup', undefined, { email: 'old@mover.example', password: 'a long secret', businessName: 'Mover Co' })).headers['set-cookie'])!;
  await confirmEmailOf(t, 'old@mover.example');
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

  // A link sent to the old address proves nothing about the new one.
  const [oldLink] = (await accountEmailsTo(t, 'old@mover.example')).filter((email) => email.verifyToken);
  await t.query('UPDATE $schema.email_verifications SET used_at = NULL WHERE email = $1', ['old@mover.example']);
  expect((await inject('POST', '/api/client/verify-email', undefined, { token: oldLink.verifyToken })).statusCode).toBe(400);
  expect((await confirmEmailOf(t, 'new@mover.example')).statusCode).toBe(200);
  expect(ClientDashboardResponse.parse((await inject('GET', '/api/client/dashboard', here)).json()).client.emailVerified).toBe(true);
});

it('refuses a wrong current password, the same address and one another account has, changing nothing', async () => {
  const cookie = cookieOf((await inject('POST', '/api/client/signup', undefined, { email: 'stay@mover.example', password: 'a long secret', businessName: 'Stay Co' })).headers['set-cookie'])!;
  await inject('POST', '/api/client/signup', undefined, { email: 'taken@mover.example', password: 'a long secret', businessName: 'Taken Co' });
  const fieldsOf = async (payload: object) => ErrorEnvelope.parse((await inject('POST', '/api/client/email', cookie, payload)).json()).error.fields;
  expect(await fieldsOf({ email: 'else@mover.example', currentPassword: 'not it' })).toEqual({ currentPassword: [ServerMessage.wrongCurrentPassword] });
  expect(await fieldsOf({ email: 'STAY@mover.example', currentPassword: 'a long secret' })).toEqual({ email: [ServerMessage.emailUnchanged] });
  expect(await fieldsOf({ email: 'taken@mover.example', currentPassword: 'a long secret' })).toEqual({ email: [ServerMessage.emailNotAvailable] });
  expect(ClientDashboardResponse.parse((await inject('GET', '/api/client/dashboard', cookie)).json()).client.email).toBe('stay@mover.example');
});
