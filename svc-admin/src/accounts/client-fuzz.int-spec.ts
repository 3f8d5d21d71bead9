import { ClientLoginRequest, ClientSignupRequest, EmptyRequest } from '@biz/contracts';
import fc from 'fast-check';
import { startAdminTestApp, type AdminTestApp } from '../testing/admin-test-app';

// Every malformed body to the client portal's account endpoints is a 4xx (a 400 with field errors: the
// limits are set out of reach) and writes nothing.
let t: AdminTestApp;
beforeAll(async () => {
  t = await startAdminTestApp({ CLIENT_AUTH_RATE_LIMIT_PER_MINUTE: '100000', CLIENT_EMAIL_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t?.close());

const tables = ['client_accounts', 'account_links', 'automations', 'client_notifications', 'audit_events'];
const rowCounts = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, Number((await t.query<{ n: string }>(`SELECT count(*) AS n FROM $schema.${table}`))[0].n)])));

const junk = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof(valid, junk);
const email = maybe(fc.oneof(fc.emailAddress(), fc.constantFrom('not-an-email', '', ' a@b.co', `${'x'.repeat(250)}@example.com`)));
const password = maybe(fc.string({ maxLength: 260 }));

const bodies: Array<[string, fc.Arbitrary<unknown>, { safeParse(v: unknown): { success: boolean } }]> = [
  ['/api/client/signup', fc.record({ email, password, businessName: maybe(fc.string({ maxLength: 210 })) }, { requiredKeys: [] }), ClientSignupRequest],
  ['/api/client/login', fc.record({ email, password }, { requiredKeys: [] }), ClientLoginRequest],
  ['/api/client/logout', fc.jsonValue(), EmptyRequest],
];

it.each(bodies)('POST %s answers malformed bodies with 400 only and writes nothing', async (url, arbitrary, schema) => {
  const before = await rowCounts();
  const invalid = fc.oneof(arbitrary, fc.jsonValue()).filter((body) => !schema.safeParse(body).success);
  await fc.assert(
    fc.asyncProperty(invalid, async (body) => {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) ?? '' });
      return res.statusCode === 400;
    }),
    { numRuns: 200 },
  );
  expect(await rowCounts()).toEqual(before);
}, 60_000);
