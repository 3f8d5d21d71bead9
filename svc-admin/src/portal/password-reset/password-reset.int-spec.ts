import { ClientDashboardResponse, DeliverEmailJob, ErrorEnvelope, PASSWORD_RESET_MINUTES, ServerMessage, ValidationMessage } from '@biz/contracts';
import { queuedJobs } from '@biz/server-kit/testing';
import { accountEmailsTo } from '../../testing/account-emails';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';

// The emailed one-time link: the email is read back from the worker's queue, as the worker would send it.
let t: AdminTestApp;
beforeAll(async () => {
  t = await startAdminTestApp({ PUBLIC_URL: 'https://bizautomate.example', CLIENT_EMAIL_RATE_LIMIT_PER_MINUTE: '1000', CLIENT_AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  await post('/api/client/signup', { email: 'owner@reset-spa.example', password: 'the old secret', businessName: 'Reset Spa' });
});
afterAll(() => t?.close());

const post = (url: string, payload: object, cookie?: string) => t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const login = (password: string) => post('/api/client/login', { email: 'owner@reset-spa.example', password });
const cookieOf = (setCookie: unknown) => /(?:^|,\s*)(sid=[^;]*)/.exec(String(setCookie))?.[1];
const resetEmailsTo = async (to: string) => (await accountEmailsTo(t, to)).filter((email) => email.subject === 'Choose a new password');

it('answers the same for an unknown email and sends nothing; for an account, emails a link that works once', async () => {
  const unknown = await post('/api/client/password-reset', { email: 'nobody@reset-spa.example' });
  const known = await post('/api/client/password-reset', { email: 'OWNER@reset-spa.example' });
  for (const res of [unknown, known]) expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: ServerMessage.passwordResetSent }]);
  expect(await resetEmailsTo('nobody@reset-spa.example')).toEqual([]);

  const [email] = await resetEmailsTo('owner@reset-spa.example');
  expect(email.text).toContain(`https://bizautomate.example/client/reset-password?token=${email.resetToken}`);
  expect(email.text).toContain(`within ${PASSWORD_RESET_MINUTES} minutes`);
  // No text the signer chose (the business name) goes out from the agency's sender.
  expect(email.text).not.toContain('Reset Spa');
  // Only the token's hash is stored.
  const [row] = await t.query<{ token_hash: string }>('SELECT token_hash FROM $schema.password_resets');
  expect(row.token_hash).not.toContain(email.resetToken);

  const changed = await post('/api/client/password-reset/confirm', { token: email.resetToken, password: 'the new secret' });
  expect(changed.json()).toEqual({ success: true, message: ServerMessage.passwordChanged });
  expect((await login('the new secret')).statusCode).toBe(200);
  expect((await login('the old secret')).statusCode).toBe(401);

  const again = await post('/api/client/password-reset/confirm', { token: email.resetToken, password: 'a third secret' });
  expect(again.statusCode).toBe(400);
  expect(ErrorEnvelope.parse(again.json()).error).toEqual({ code: 'ResetLinkInvalid', message: ServerMessage.resetLinkInvalid });
  expect((await login('the new secret')).statusCode).toBe(200);
});

it('ends every session of the account and every other reset link, and proves the address it reached', async () => {
  const signedIn = cookieOf((await login('the new secret')).headers['set-cookie'])!;
  expect((await t.app.inject({ method: 'GET', url: '/api/client/dashboard', headers: { cookie: signedIn } })).statusCode).toBe(200);
  await post('/api/client/password-reset', { email: 'owner@reset-spa.example' });
  await post('/api/client/password-reset', { email: 'owner@reset-spa.example' });
  const [newest, older] = await resetEmailsTo('owner@reset-spa.example');

  expect((await post('/api/client/password-reset/confirm', { token: newest.resetToken, password: 'the fourth secret' })).statusCode).toBe(200);

  expect((await t.app.inject({ method: 'GET', url: '/api/client/dashboard', headers: { cookie: signedIn } })).statusCode).toBe(401);
  expect((await post('/api/client/password-reset/confirm', { token: older.resetToken, password: 'an attacker secret' })).statusCode).toBe(400);
  const fresh = cookieOf((await login('the fourth secret')).headers['set-cookie'])!;
  const dashboard = ClientDashboardResponse.parse((await t.app.inject({ method: 'GET', url: '/api/client/dashboard', headers: { cookie: fresh } })).json());
  expect(dashboard.client.emailVerified).toBe(true);
});

it('keeps a sent link out of the queue: the job is gone once sent, and a failed one lives no longer than its link', async () => {
  await post('/api/client/password-reset', { email: 'owner@reset-spa.example' });
  const [job] = (await queuedJobs(t.env.REDIS_URL, t.env.QUEUE_PREFIX, DeliverEmailJob)).filter(({ data }) => DeliverEmailJob.schema.parse(data).subject === 'Choose a new password');
  expect(job.opts.removeOnComplete).toBe(true);
  expect(job.opts.removeOnFail).toEqual({ age: expect.any(Number) });
  expect((job.opts.removeOnFail as { age: number }).age).toBeLessThanOrEqual(PASSWORD_RESET_MINUTES * 60);
  const { linkExpiresAt } = DeliverEmailJob.schema.parse(job.data);
  expect(Date.parse(linkExpiresAt!) - Date.now()).toBeLessThanOrEqual(PASSWORD_RESET_MINUTES * 60_000);
});

it('refuses an expired link, and a made-up or malformed one, changing nothing', async () => {
  await post('/api/client/password-reset', { email: 'owner@reset-spa.example' });
  const [email] = await resetEmailsTo('owner@reset-spa.example');
  await t.query(`UPDATE $schema.password_resets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
  expect((await post('/api/client/password-reset/confirm', { token: email.resetToken, password: 'too late secret' })).statusCode).toBe(400);
  expect((await post('/api/client/password-reset/confirm', { token: 'x'.repeat(43), password: 'made up secret' })).statusCode).toBe(400);
  const malformed = await post('/api/client/password-reset/confirm', { token: 'short', password: 'short' });
  expect(Object.keys(ErrorEnvelope.parse(malformed.json()).error.fields ?? {}).sort()).toEqual(['password', 'token']);
  expect((await login('the fourth secret')).statusCode).toBe(200);
});

it('refuses a common new password with the message on the password, and keeps the link for a better one', async () => {
  await post('/api/client/password-reset', { email: 'owner@reset-spa.example' });
  const [{ resetToken: token }] = await resetEmailsTo('owner@reset-spa.example');
  const common = await post('/api/client/password-reset/confirm', { token, password: 'password123' });
  expect(common.statusCode).toBe(400);
  expect(ErrorEnvelope.parse(common.json()).error).toEqual({ code: 'ValidationFailed', message: ValidationMessage.passwordTooCommon, fields: { password: [ValidationMessage.passwordTooCommon] } });
  expect((await login('password123')).statusCode).toBe(401);

  expect((await post('/api/client/password-reset/confirm', { token, password: 'vivid otter harbour 29' })).statusCode).toBe(200);
  expect((await login('vivid otter harbour 29')).statusCode).toBe(200);
});

it('refuses a "new" password that is the current one, and keeps the link for another', async () => {
  await post('/api/client/password-reset', { email: 'owner@reset-spa.example' });
  const [{ resetToken: token }] = await resetEmailsTo('owner@reset-spa.example');
  const current = (await t.query<{ password_hash: string }>(`SELECT password_hash FROM $schema.client_accounts WHERE email = 'owner@reset-spa.example'`))[0].password_hash;
  // The password the test before left.
  const same = await post('/api/client/password-reset/confirm', { token, password: 'vivid otter harbour 29' });
  expect([same.statusCode, ErrorEnvelope.parse(same.json()).error.fields]).toEqual([400, { password: [ServerMessage.samePasswordAgain] }]);
  expect((await t.query<{ password_hash: string }>(`SELECT password_hash FROM $schema.client_accounts WHERE email = 'owner@reset-spa.example'`))[0].password_hash).toBe(current);
  expect((await post('/api/client/password-reset/confirm', { token, password: 'a fourth long secret' })).statusCode).toBe(200);
});
