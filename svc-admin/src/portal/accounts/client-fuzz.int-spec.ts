import { ChangeEmailRequest, ChangePasswordRequest, ClientLoginRequest, ClientPreferencesRequest, ClientSignupRequest, DeclineVerificationRequest, EmptyRequest, PasswordResetConfirmRequest, PasswordResetRequest, SupportTicketRequest, UndoEmailChangeRequest, UpdateAutomationRequest, VerifyEmailRequest } from '@biz/contracts';
import fc from 'fast-check';
import { signUpClient } from '../../testing/account-emails';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';

// Every malformed body to the client portal's endpoints (and the agency's automation update) is a 400 with
// field errors (the limits are set out of reach), every unknown id a 4xx, and nothing is written.
let t: AdminTestApp;
let client: string;
let admin: string;
beforeAll(async () => {
  t = await startAdminTestApp({ CLIENT_AUTH_RATE_LIMIT_PER_MINUTE: '100000', CLIENT_EMAIL_RATE_LIMIT_PER_MINUTE: '100000' });
  client = await signUpClient(t, { email: 'fuzz@client.example', businessName: 'Fuzz Co' });
  admin = await t.adminCookie();
});
afterAll(() => t?.close());

const tables = ['client_accounts', 'account_links', 'automations', 'client_notifications', 'support_tickets', 'support_messages', 'agency_emails', 'password_resets', 'email_verifications', 'audit_events'];
const rowCounts = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, Number((await t.query<{ n: string }>(`SELECT count(*) AS n FROM $schema.${table}`))[0].n)])));

const junk = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof(valid, junk);
const email = maybe(fc.oneof(fc.emailAddress(), fc.constantFrom('not-an-email', '', ' a@b.co', `${'x'.repeat(250)}@example.com`)));
const password = maybe(fc.string({ maxLength: 260 }));

const hours = maybe(fc.oneof(fc.double({ min: -1, max: 200 }), fc.constantFrom(0, 7.5, 1.234, 168, 169)));
const automationChange = fc.record(
  {
    status: maybe(fc.constantFrom('pending', 'in_progress', 'testing', 'live', 'paused', 'done')),
    progressPercent: maybe(fc.integer({ min: -5, max: 105 })),
    goLiveDate: maybe(fc.constantFrom('2026-11-20', '2026-02-30', 'soon', null)),
    estimatedWeeklyTimeSaved: hours,
    minutesPerRun: hours,
    runMinutesCeiling: hours,
    title: fc.string(),
  },
  { requiredKeys: [] },
);

type Case = ['POST' | 'PATCH', string, () => string | undefined, fc.Arbitrary<unknown>, { safeParse(v: unknown): { success: boolean } }];
const bodies: Case[] = [
  ['POST', '/api/client/signup', () => undefined, fc.record({ email, password, businessName: maybe(fc.string({ maxLength: 210 })) }, { requiredKeys: [] }), ClientSignupRequest],
  ['POST', '/api/client/login', () => undefined, fc.record({ email, password }, { requiredKeys: [] }), ClientLoginRequest],
  ['POST', '/api/client/logout', () => undefined, fc.jsonValue(), EmptyRequest],
  ['POST', '/api/client/password-reset', () => undefined, fc.record({ email }, { requiredKeys: [] }), PasswordResetRequest],
  ['POST', '/api/client/password-reset/confirm', () => undefined, fc.record({ token: maybe(fc.string({ minLength: 40, maxLength: 46 })), password }, { requiredKeys: [] }), PasswordResetConfirmRequest],
  ['POST', '/api/client/verify-email', () => undefined, fc.record({ token: maybe(fc.string({ minLength: 40, maxLength: 46 })), password, newPassword: password }, { requiredKeys: [] }), VerifyEmailRequest],
  ['POST', '/api/client/verify-email/decline', () => undefined, fc.record({ token: maybe(fc.string({ minLength: 40, maxLength: 46 })) }, { requiredKeys: [] }), DeclineVerificationRequest],
  ['POST', '/api/client/email/undo', () => undefined, fc.record({ token: maybe(fc.string({ minLength: 40, maxLength: 46 })) }, { requiredKeys: [] }), UndoEmailChangeRequest],
  ['POST', '/api/client/verify-email/resend', () => client, fc.jsonValue(), EmptyRequest],
  ['POST', '/api/client/password', () => client, fc.record({ currentPassword: password, newPassword: password }, { requiredKeys: [] }), ChangePasswordRequest],
  ['POST', '/api/client/email', () => client, fc.record({ email, currentPassword: password }, { requiredKeys: [] }), ChangeEmailRequest],
  ['POST', '/api/client/sessions/end-others', () => client, fc.jsonValue(), EmptyRequest],
  ['PATCH', '/api/client/preferences', () => client, fc.record({ emailNotifications: maybe(fc.boolean()) }, { requiredKeys: [] }), ClientPreferencesRequest],
  ['POST', '/api/client/notifications/read-all', () => client, fc.jsonValue(), EmptyRequest],
  ['POST', '/api/client/support-tickets', () => client, fc.record({ subject: maybe(fc.string({ maxLength: 210 })), message: maybe(fc.string()) }, { requiredKeys: [] }), SupportTicketRequest],
  ['PATCH', '/api/admin/automations/4d5e6f70-8a9b-4c0d-9e1f-2a3b4c5d6e7f', () => admin, automationChange, UpdateAutomationRequest],
];

it.each(bodies)('%s %s answers malformed bodies with 400 only and writes nothing', async (method, url, cookieOf, arbitrary, schema) => {
  const before = await rowCounts();
  const invalid = fc.oneof(arbitrary, fc.jsonValue()).filter((body) => !schema.safeParse(body).success);
  await fc.assert(
    fc.asyncProperty(invalid, async (body) => {
      const cookie = cookieOf();
      const res = await t.app.inject({ method, url, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: JSON.stringify(body) ?? '' });
      return res.statusCode === 400;
    }),
    { numRuns: 200 },
  );
  expect(await rowCounts()).toEqual(before);
}, 60_000);

it('answers ids that are not a notification or automation of the caller with 4xx on every id route, writing nothing', async () => {
  const before = await rowCounts();
  const routes = (x: string): Array<['POST' | 'PATCH', string, string, object]> => [
    ['POST', `/api/client/notifications/${x}/read`, client, {}],
    ['POST', `/api/client/automations/${x}/resume-request`, client, {}],
    ['PATCH', `/api/admin/automations/${x}`, admin, { progressPercent: 50 }],
  ];
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.uuid(), fc.string({ minLength: 1 }).map(encodeURIComponent)), async (x) => {
      for (const [method, url, cookie, payload] of routes(x)) {
        const res = await t.app.inject({ method, url, headers: { cookie }, payload });
        if (res.statusCode < 400 || res.statusCode >= 500) return false;
      }
      return true;
    }),
    { numRuns: 60 },
  );
  expect(await rowCounts()).toEqual(before);
}, 60_000);
