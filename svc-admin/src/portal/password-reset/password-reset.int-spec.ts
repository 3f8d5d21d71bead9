import { DeliverEmailJob, ErrorEnvelope, PASSWORD_RESET_MINUTES, ServerMessage, ValidationMessage } from '@biz/contracts';
import { queuedJobs } from '@biz/server-kit/testing';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';

// The emailed one-time link: the email is read back from the worker's queue, as the worker would send it.
let t: AdminTestApp;
beforeAll(async () => {
  t = await startAdminTestApp({ PUBLIC_URL: 'https://bizautomate.example', CLIENT_EMAIL_RATE_LIMIT_PER_MINUTE: '1000', CLIENT_AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  await post('/api/client/signup', { email: 'owner@reset-spa.example', password: 'the old secret', businessName: 'Reset Spa' });
});
afterAll(() => t?.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const login = (password: string) => post('/api/client/login', { email: 'owner@reset-spa.example', password });

/** The reset emails the worker was asked to send to `to`, newest first, and the token of each link. */
async function resetEmailsTo(to: string) {
  const jobs = await queuedJobs(t.env.REDIS_URL, t.env.QUEUE_PREFIX, DeliverEmailJob);
  return jobs.map(({ data }) => DeliverEmailJob.schema.parse(data)).filter((email) => email.to === to).map((email) => ({ ...email, token: /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(email.text)?.[1] }));
}

it('answers the same for an unknown email and sends nothing; for an account, emails a link that works once', async () => {
  const unknown = await post('/api/client/password-reset', { email: 'nobody@reset-spa.example' });
  const known = await post('/api/client/password-reset', { email: 'OWNER@reset-spa.example' });
  for (const res of [unknown, known]) expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: ServerMessage.passwordResetSent }]);
  expect(await resetEmailsTo('nobody@reset-spa.example')).toEqual([]);

  const [email] = await resetEmailsTo('owner@reset-spa.example');
  expect(email.subject).toBe('Choose a new password');
  expect(email.text).toContain(`https://bizautomate.example/client/reset-password?token=${email.token}`);
  expect(email.text).toContain(`within ${PASSWORD_RESET_MINUTES} minutes`);
  // Only the token's hash is stored.
  const [row] = await t.query<{ token_hash: string }>('SELECT token_hash FROM $schema.password_resets');
  expect(row.token_hash).not.toContain(email.token);

  const changed = await post('/api/client/password-reset/confirm', { token: email.token, password: 'the new secret' });
  expect(changed.json()).toEqual({ success: true, message: ServerMessage.passwordChanged });
  expect((await login('the new secret')).statusCode).toBe(200);
  expect((await login('the old secret')).statusCode).toBe(401);

  const again = await post('/api/client/password-reset/confirm', { token: email.token, password: 'a third secret' });
  expect(again.statusCode).toBe(400);
  expect(ErrorEnvelope.parse(again.json()).error).toEqual({ code: 'ResetLinkInvalid', message: ServerMessage.resetLinkInvalid });
  expect((await login('the new secret')).statusCode).toBe(200);
});

it('refuses an expired link, and a made-up or malformed one, changing nothing', async () => {
  await post('/api/client/password-reset', { email: 'owner@reset-spa.example' });
  const [email] = await resetEmailsTo('owner@reset-spa.example');
  await t.query(`UPDATE $schema.password_resets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
  expect((await post('/api/client/password-reset/confirm', { token: email.token, password: 'too late secret' })).statusCode).toBe(400);
  expect((await post('/api/client/password-reset/confirm', { token: 'x'.repeat(43), password: 'made up secret' })).statusCode).toBe(400);
  const malformed = await post('/api/client/password-reset/confirm', { token: 'short', password: 'short' });
  expect(Object.keys(ErrorEnvelope.parse(malformed.json()).error.fields ?? {}).sort()).toEqual(['password', 'token']);
  expect((await login('the new secret')).statusCode).toBe(200);
});

it('refuses a common new password with the message on the password, and keeps the link for a better one', async () => {
  await post('/api/client/password-reset', { email: 'owner@reset-spa.example' });
  const [{ token }] = await resetEmailsTo('owner@reset-spa.example');
  const common = await post('/api/client/password-reset/confirm', { token, password: 'password123' });
  expect(common.statusCode).toBe(400);
  expect(ErrorEnvelope.parse(common.json()).error).toEqual({ code: 'ValidationFailed', message: ValidationMessage.passwordTooCommon, fields: { password: [ValidationMessage.passwordTooCommon] } });
  expect((await login('password123')).statusCode).toBe(401);

  expect((await post('/api/client/password-reset/confirm', { token, password: 'vivid otter harbour 29' })).statusCode).toBe(200);
  expect((await login('vivid otter harbour 29')).statusCode).toBe(200);
});
