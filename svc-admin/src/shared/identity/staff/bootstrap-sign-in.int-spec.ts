import { ErrorEnvelope, ServerMessage } from '@biz/contracts';
import { AuditEventRepository } from '../../audit/audit-event.repository';
import { AdminAuthService } from '../admin-auth.service';
import { AdminPassword } from '../admin-password';
import { hashPassword } from '../password-hash';
import { SessionLifecycle } from '../session-lifecycle';
import { StaffAccountRepository } from './staff-account.repository';
import { startAdminTestApp, type AdminTestApp } from '../../../testing/admin-test-app';

// ADMIN_PASSWORD_LOGIN=off: refused at boot while no owner account exists; once one does, the password sign-in answers 403.
let t: AdminTestApp;
beforeAll(async () => {
  t = await startAdminTestApp({ ADMIN_PASSWORD: 'the bootstrap password' });
});
afterAll(() => t?.close());

const onSameSchema = (overrides: Record<string, string>) => startAdminTestApp({ ADMIN_DB_SCHEMA: t.env.ADMIN_DB_SCHEMA, QUEUE_PREFIX: t.env.QUEUE_PREFIX, ADMIN_PASSWORD: 'the bootstrap password', ...overrides });

it('refuses to start with the password sign-in off while no owner account with MFA exists', async () => {
  // The boot check itself, on this schema (an app that failed to boot would keep its connections open in this process).
  const off = new AdminAuthService('off', t.app.get(StaffAccountRepository), t.app.get(AdminPassword), t.app.get(SessionLifecycle), t.app.get(AuditEventRepository));
  await expect(off.onApplicationBootstrap()).rejects.toThrow(/ADMIN_PASSWORD_LOGIN=off needs an owner account with MFA/);
});

it('with an owner account, starts with the password sign-in off and refuses the bootstrap password with 403', async () => {
  await t.query(`INSERT INTO $schema.staff_accounts (email, name, role, password_hash, totp_secret) VALUES ('owner@agency.example', 'Olive Owner', 'owner', $1, 'v1.x.y.z')`, [await hashPassword('unused password')]);
  const off = await onSameSchema({ ADMIN_PASSWORD_LOGIN: 'off' });
  try {
    const res = await off.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: 'the bootstrap password' } });
    expect([res.statusCode, ErrorEnvelope.parse(res.json()).error, res.headers['set-cookie']]).toEqual([403, { code: 'PasswordSignInOff', message: ServerMessage.passwordSignInOff }, undefined]);
  } finally {
    await off.app.close();
  }
  expect((await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: 'the bootstrap password' } })).statusCode).toBe(200);
});
