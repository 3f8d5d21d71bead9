import { AcceptInviteRequest, ChangeStaffPasswordRequest, InviteStaffRequest, StaffLoginRequest, StaffLoginVerifyRequest, StartEnrolmentRequest } from '@biz/contracts';
import fc from 'fast-check';
import { startAdminTestApp, type AdminTestApp } from '../../../testing/admin-test-app';

// Every malformed body to the team's endpoints is a 4xx and writes nothing: no account, invitation, code or audit line.
let t: AdminTestApp;
let owner: string;
beforeAll(async () => {
  t = await startAdminTestApp({ ADMIN_LOGIN_RATE_LIMIT_PER_MINUTE: '100000' });
  owner = await t.adminCookie();
});
afterAll(() => t?.close());

const tables = ['staff_accounts', 'staff_invites', 'staff_recovery_codes', 'audit_events'];
const rowCounts = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, Number((await t.query<{ n: string }>(`SELECT count(*) AS n FROM $schema.${table}`))[0]!.n)])));

const junk = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof(valid, junk);
const token = maybe(fc.oneof(fc.string({ minLength: 43, maxLength: 43 }), fc.base64String()));
const code = maybe(fc.oneof(fc.stringMatching(/^\d{0,8}$/), fc.string({ maxLength: 50 })));
const email = maybe(fc.oneof(fc.emailAddress(), fc.string()));

const bodies: Array<[string, fc.Arbitrary<unknown>, { safeParse(v: unknown): { success: boolean } }]> = [
  ['/api/admin/staff-login', fc.record({ email, password: maybe(fc.string({ maxLength: 300 })) }, { requiredKeys: [] }), StaffLoginRequest],
  ['/api/admin/staff-login/verify', fc.record({ challenge: token, code }, { requiredKeys: [] }), StaffLoginVerifyRequest],
  ['/api/admin/invites/enrolment', fc.record({ token }, { requiredKeys: [] }), StartEnrolmentRequest],
  ['/api/admin/invites/accept', fc.record({ token, name: maybe(fc.string({ maxLength: 200 })), password: maybe(fc.string({ maxLength: 300 })), code }, { requiredKeys: [] }), AcceptInviteRequest],
  ['/api/admin/account/password', fc.record({ currentPassword: maybe(fc.string({ maxLength: 300 })), newPassword: maybe(fc.string({ maxLength: 300 })) }, { requiredKeys: [] }), ChangeStaffPasswordRequest],
  ['/api/admin/team/invites', fc.record({ email, role: maybe(fc.constantFrom('owner', 'staff', 'admin', 'client')) }, { requiredKeys: [] }), InviteStaffRequest],
];

it.each(bodies)('POST %s answers malformed bodies with 4xx only and writes nothing', async (url, arbitrary, schema) => {
  const before = await rowCounts();
  const invalid = fc.oneof(arbitrary, fc.jsonValue()).filter((body) => !schema.safeParse(body).success);
  await fc.assert(
    fc.asyncProperty(invalid, async (body) => {
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie: owner, 'content-type': 'application/json' }, payload: JSON.stringify(body) ?? '' });
      return res.statusCode >= 400 && res.statusCode < 500;
    }),
    { numRuns: 200 },
  );
  expect(await rowCounts()).toEqual(before);
}, 60_000);
