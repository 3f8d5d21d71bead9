import { ErrorEnvelope, ServerMessage } from '@biz/contracts';
import { SessionStore } from '@biz/server-kit';
import { AuditEventRepository } from '../../audit/audit-event.repository';
import { AdminAuthService } from '../admin-auth.service';
import { AdminPassword } from '../admin-password';
import { hashPassword } from '../password-hash';
import { SessionLifecycle } from '../session-lifecycle';
import { SingleSignOnService } from '../single-sign-on/single-sign-on.service';
import { StaffAccountRepository } from './staff-account.repository';
import { startAdminTestApp, type AdminTestApp } from '../../../testing/admin-test-app';
import { joinTeam, sessionCookieOf } from '../../../testing/staff-members';

// ADMIN_PASSWORD_LOGIN=off: refused at boot while no owner account exists; once one does, the password sign-in answers 403.
// until-owner (production's default): the password works until an owner account exists, then retires with its sessions.
let t: AdminTestApp;
beforeAll(async () => {
  t = await startAdminTestApp({ ADMIN_PASSWORD: 'the bootstrap password' });
});
afterAll(() => t?.close());

const onSameSchema = (overrides: Record<string, string>) => startAdminTestApp({ ADMIN_DB_SCHEMA: t.env.ADMIN_DB_SCHEMA, QUEUE_PREFIX: t.env.QUEUE_PREFIX, ADMIN_PASSWORD: 'the bootstrap password', ...overrides });

it('refuses to start with the password sign-in off while no owner account with MFA exists', async () => {
  // The boot check itself, on this schema (an app that failed to boot would keep its connections open in this process).
  const off = new AdminAuthService('off', t.app.get(SessionStore), t.app.get(StaffAccountRepository), t.app.get(AdminPassword), t.app.get(SessionLifecycle), t.app.get(AuditEventRepository), t.app.get(SingleSignOnService));
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

it('until-owner: the setup password signs in until an owner with MFA joins; then its sessions end and it is refused with 403', async () => {
  const retiring = await startAdminTestApp({ ADMIN_PASSWORD: 'the bootstrap password', ADMIN_PASSWORD_LOGIN: 'until-owner' });
  try {
    const login = () => retiring.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: 'the bootstrap password' } });
    const first = await login();
    expect(first.statusCode).toBe(200);
    const [setup, other] = [sessionCookieOf(first.headers['set-cookie']), sessionCookieOf((await login()).headers['set-cookie'])];
    const status = (cookie: string) => retiring.app.inject({ method: 'GET', url: '/api/admin/status', headers: { cookie } });
    expect((await status(other)).statusCode).toBe(200);

    // A staff member joining changes nothing; an owner joining retires the password.
    await joinTeam(retiring, setup, 'helper@agency.example', 'Hal Helper');
    expect((await status(setup)).statusCode).toBe(200);
    const owner = await joinTeam(retiring, setup, 'olive@agency.example', 'Olive Owner', 'owner');
    for (const cookie of [setup, other]) expect((await status(cookie)).statusCode).toBe(401);
    expect((await status(owner.cookie)).json()).toMatchObject({ role: 'owner', name: 'Olive Owner' });
    const refused = await login();
    expect([refused.statusCode, ErrorEnvelope.parse(refused.json()).error, refused.headers['set-cookie']]).toEqual([403, { code: 'PasswordSignInOff', message: ServerMessage.bootstrapPasswordRetired }, undefined]);
  } finally {
    await retiring.close();
  }
}, 30_000);
