import { DeskTicketStatusRequest, endpointPath, SupportTicketRequest, TicketMessageRequest, type EndpointName } from '@biz/contracts';
import fc from 'fast-check';
import { signUpClient } from '../../testing/account-emails';
import { startAdminTestApp, type AdminTestApp } from '../../testing/admin-test-app';

// Every malformed body to the support inbox, from either side, is a 400 with field errors and writes
// nothing; every id that is not the caller's ticket is a 4xx and writes nothing.
let t: AdminTestApp;
let client: string;
let admin: string;
let ticketId: string;
beforeAll(async () => {
  t = await startAdminTestApp({ CLIENT_AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  client = await signUpClient(t, { email: 'fuzz@support.example', businessName: 'Fuzz Support' });
  admin = await t.adminCookie();
  ticketId = (await t.app.inject({ method: 'POST', url: endpointPath('createSupportTicket'), headers: { cookie: client }, payload: { subject: 'Fuzzed', message: 'A thread to fuzz' } })).json<{ id: string }>().id;
});
afterAll(() => t?.close());

const tables = ['support_tickets', 'support_messages', 'agency_emails', 'client_notifications', 'audit_events'];
const rowCounts = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, Number((await t.query<{ n: string }>(`SELECT count(*) AS n FROM $schema.${table}`))[0].n)])));
const snapshot = () => t.query<{ status: string; last_activity_at: Date }>(`SELECT status, last_activity_at FROM $schema.support_tickets ORDER BY id`);

const junk = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof(valid, junk);
const text = (max: number) => maybe(fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(' ', '\n\t', 'x'.repeat(max + 1), 'one\r\ntwo', '<script>alert(1)</script>')));

type Case = [EndpointName, () => string, fc.Arbitrary<unknown>, { safeParse(v: unknown): { success: boolean } }];
const bodies: Case[] = [
  ['createSupportTicket', () => client, fc.record({ subject: text(200), message: text(5000) }, { requiredKeys: [] }), SupportTicketRequest],
  ['answerSupportTicket', () => client, fc.record({ message: text(5000) }, { requiredKeys: [] }), TicketMessageRequest],
  ['replyToTicket', () => admin, fc.record({ message: text(5000) }, { requiredKeys: [] }), TicketMessageRequest],
  ['setTicketStatus', () => admin, fc.record({ status: maybe(fc.constantFrom('open', 'closed', 'waiting_on_client', 'lost')) }, { requiredKeys: [] }), DeskTicketStatusRequest],
];

it.each(bodies)('%s answers malformed bodies with 400 only and writes nothing', async (name, cookieOf, arbitrary, schema) => {
  const before = [await rowCounts(), await snapshot()];
  const invalid = fc.oneof(arbitrary, fc.jsonValue()).filter((body) => !schema.safeParse(body).success);
  const url = endpointPath(name, { id: ticketId });
  await fc.assert(
    fc.asyncProperty(invalid, async (body) => {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', cookie: cookieOf() }, payload: JSON.stringify(body) ?? '' });
      return res.statusCode === 400 && res.json<{ error: { code: string } }>().error.code === 'ValidationFailed';
    }),
    { numRuns: 150 },
  );
  expect([await rowCounts(), await snapshot()]).toEqual(before);
}, 60_000);

it('answers ids that are not a ticket of the caller with 4xx on every ticket route, writing nothing', async () => {
  const before = [await rowCounts(), await snapshot()];
  const routes: Array<[EndpointName, 'GET' | 'POST', string, object | undefined]> = [
    ['answerSupportTicket', 'POST', client, { message: 'Hello' }],
    ['deskTicket', 'GET', admin, undefined],
    ['replyToTicket', 'POST', admin, { message: 'Hello' }],
    ['setTicketStatus', 'POST', admin, { status: 'closed' }],
  ];
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.uuid(), fc.string({ minLength: 1 })), async (id) => {
      for (const [name, method, cookie, payload] of routes) {
        const res = await t.app.inject({ method, url: endpointPath(name, { id }), headers: { cookie }, payload });
        if (res.statusCode < 400 || res.statusCode >= 500) return false;
      }
      return true;
    }),
    { numRuns: 60 },
  );
  expect([await rowCounts(), await snapshot()]).toEqual(before);
}, 60_000);
