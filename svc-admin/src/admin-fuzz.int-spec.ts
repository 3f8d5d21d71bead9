import { AddNoteRequest, BookCallRequest, CallHoldRequest, CheckoutRecoveryTemplate, ConfirmCallHoldRequest, GenerateEmailRequest, GenerateMeetingLinkRequest, MergeBusinessRequest, MoveStageRequest, PipelineBoardQuery, RescheduleCallRequest, ScheduleCallRequest, SendCheckoutRecoveryRequest, SendEmailRequest, SetFollowUpRequest, TaskRequest, LogActivityRequest } from '@biz/contracts';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { waitUntil } from '@biz/server-kit/testing';
import { clientThrough } from './testing/client-fixtures';
import { startAdminOnContexts } from './testing/context-processes';

// svc-admin on real svc-intake and svc-billing processes, with one real business whose id the bodies may
// carry: every malformed request to the admin's new endpoints is a 4xx and writes nothing anywhere.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
let clientId: string;

beforeAll(async () => {
  stack = await startAdminOnContexts();
  clientId = await clientThrough(stack.contexts, 'Fuzz Bakery', 'owner@fuzz-bakery.example', { select: 1, order: 'none' });
  // Its selection is answered by the "on its way" email (through the admin inbox): logged before the counts begin.
  await waitUntil(async () => (await stack.t.query('SELECT 1 FROM $schema.agency_emails')).length === 1, 15_000);
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

const tables = ['agency_emails', 'calls', 'call_holds', 'onboarding_forms', 'audit_events', 'business_stages', 'stage_moves', 'business_merges', 'business_follow_ups', 'business_notes', 'business_tasks', 'business_activities', 'email_templates'];
const rowCounts = async () => Object.fromEntries(await Promise.all(tables.map(async (t) => [t, Number((await stack.t.query<{ n: string }>(`SELECT count(*) AS n FROM $schema.${t}`))[0].n)])));

const junk = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof(valid, junk);
const id = () => maybe(fc.oneof(fc.constant(clientId), fc.uuid(), fc.string()));
const time = maybe(fc.constantFrom('09:00', '10:30', '17:00', '17:30', '8:00', '25:00'));
const date = maybe(fc.constantFrom('2026-11-25', '2026-11-28', '2030-01-01', '2026-02-30', 'tomorrow'));
const duration = maybe(fc.constantFrom(15, 30, 45, 60, 20, '30'));

const bodies: Array<[string, fc.Arbitrary<unknown>, { safeParse(v: unknown): { success: boolean } }, ('POST' | 'PUT')?]> = [
  ['/api/admin/generate-email', fc.record({ clientId: id(), emailType: maybe(fc.constantFrom('welcome', 'plan_ready', 'follow_up', 'custom', 'newsletter')), customSubject: maybe(fc.string()) }, { requiredKeys: [] }), GenerateEmailRequest],
  ['/api/admin/send-email', fc.record({ clientId: id(), subject: maybe(fc.string({ maxLength: 400 })), body: maybe(fc.string()), emailType: maybe(fc.constantFrom('welcome', 'plan_ready', 'newsletter')) }, { requiredKeys: [] }), SendEmailRequest],
  ['/api/admin/schedule-call', fc.record({ clientId: id(), callType: maybe(fc.constantFrom('video', 'phone', 'fax')), duration, scheduledDate: date, scheduledTime: time, agenda: maybe(fc.string()), notes: maybe(fc.string()) }, { requiredKeys: [] }), ScheduleCallRequest],
  ['/api/admin/generate-meeting-link', fc.record({ callType: maybe(fc.constantFrom('video', 'phone', 'fax')), duration }, { requiredKeys: [] }), GenerateMeetingLinkRequest],
  [`/api/admin/calls/${randomUUID()}/reschedule`, fc.record({ duration, scheduledDate: date, scheduledTime: time }, { requiredKeys: [] }), RescheduleCallRequest],
  [`/api/admin/clients/${randomUUID()}/stage`, fc.record({ stage: maybe(fc.constantFrom('new', 'won', 'lost', 'archived')), reason: maybe(fc.string({ maxLength: 600 })) }, { requiredKeys: [] }), MoveStageRequest],
  [`/api/admin/clients/${randomUUID()}/merge`, fc.record({ email: maybe(fc.oneof(fc.emailAddress(), fc.string())) }, { requiredKeys: [] }), MergeBusinessRequest],
  // On the real business: a follow-up or a note that is not one changes nothing of it.
  ['/api/admin/clients/:client/follow-up', fc.record({ ownerStaffId: maybe(fc.oneof(fc.uuid(), fc.constant(null), fc.string())) }, { requiredKeys: [] }), SetFollowUpRequest, 'PUT'],
  [
    '/api/admin/clients/:client/tasks',
    fc.record(
      {
        title: maybe(fc.string({ maxLength: 320 })),
        type: maybe(fc.constantFrom('call', 'email', 'meeting', 'to-do', 'fax')),
        dueOn: date,
        dueTime: maybe(fc.constantFrom('09:30', '24:00', '9:30', null)),
        ownerStaffId: maybe(fc.constant(null)),
        repeat: maybe(fc.oneof(fc.constant(null), fc.record({ every: maybe(fc.integer({ min: -2, max: 400 })), unit: maybe(fc.constantFrom('day', 'week', 'month')) }, { requiredKeys: [] }))),
      },
      { requiredKeys: [] },
    ),
    TaskRequest,
  ],
  [
    '/api/admin/clients/:client/activities',
    fc.record({ kind: maybe(fc.constantFrom('call', 'meeting', 'email')), happenedAt: maybe(fc.constantFrom('2026-11-25T10:00:00Z', '2999-01-01T10:00:00Z', 'yesterday')), outcome: maybe(fc.string({ maxLength: 220 })), notes: maybe(fc.string({ maxLength: 10 })) }, { requiredKeys: [] }),
    LogActivityRequest,
  ],
  ['/api/admin/clients/:client/notes', fc.record({ body: maybe(fc.string({ maxLength: 4100 })) }, { requiredKeys: [] }), AddNoteRequest],
  [`/api/admin/clients/${randomUUID()}/checkout-recovery`, fc.record({ orderId: id() }, { requiredKeys: [] }), SendCheckoutRecoveryRequest],
  // The site's booking page (public): a booking by a typed email that is not one holds nothing and mails nobody.
  [
    '/api/calls/book',
    fc.record(
      {
        startsAt: maybe(fc.constantFrom('2026-11-04T15:00:00Z', '2026-11-04T15:10:00Z', '2030-01-01T15:00:00Z', 'tomorrow')),
        submissionId: id(),
        name: maybe(fc.string({ maxLength: 210 })),
        email: maybe(fc.oneof(fc.emailAddress(), fc.string())),
        businessName: maybe(fc.string({ maxLength: 210 })),
        industry: maybe(fc.constantFrom('salon', 'dental', 'bakery')),
        companySize: maybe(fc.constantFrom('Solo', 'Huge')),
        primaryGoals: maybe(fc.array(fc.string({ maxLength: 210 }), { maxLength: 3 })),
      },
      { requiredKeys: [] },
    ),
    BookCallRequest,
  ],
  ['/api/calls/hold', fc.record({ token: maybe(fc.string({ maxLength: 210 })) }, { requiredKeys: [] }), CallHoldRequest],
  ['/api/calls/hold/confirm', fc.record({ token: maybe(fc.string({ maxLength: 210 })) }, { requiredKeys: [] }), ConfirmCallHoldRequest],
];

it.each(bodies)('%s answers 200 malformed bodies with 4xx only and writes nothing', async (path, arbitrary, schema, method = 'POST') => {
  const url = path.replace(':client', clientId);
  const before = await rowCounts();
  // Judged as sent: JSON makes some invalid values valid (-Infinity is sent as null, which is "nobody").
  const invalid = fc
    .oneof(arbitrary, fc.jsonValue())
    .map((body) => JSON.stringify(body) ?? '')
    .filter((payload) => payload === '' || !schema.safeParse(JSON.parse(payload)).success);
  await fc.assert(
    fc.asyncProperty(invalid, async (payload) => {
      const res = await stack.t.app.inject({ method, url, headers: { cookie: stack.cookie, 'content-type': 'application/json' }, payload });
      return res.statusCode >= 400 && res.statusCode < 500;
    }),
    { numRuns: 200 },
  );
  expect(await rowCounts()).toEqual(before);
}, 60_000);

it('PUT /api/admin/email-templates/checkout-recovery answers 200 malformed templates with 4xx only and saves nothing', async () => {
  const before = await rowCounts();
  const text = maybe(fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('{{resumeLink}}', 'Hi {{businessName}}', '{{price}} {{resumeLink}}', '{{ resumeLink', '')));
  const invalid = fc.oneof(fc.record({ subject: text, body: text }, { requiredKeys: [] }), fc.jsonValue()).filter((body) => !CheckoutRecoveryTemplate.safeParse(body).success);
  await fc.assert(
    fc.asyncProperty(invalid, async (body) => {
      const res = await stack.t.app.inject({ method: 'PUT', url: '/api/admin/email-templates/checkout-recovery', headers: { cookie: stack.cookie, 'content-type': 'application/json' }, payload: JSON.stringify(body) ?? '' });
      return res.statusCode >= 400 && res.statusCode < 500;
    }),
    { numRuns: 200 },
  );
  expect(await rowCounts()).toEqual(before);
}, 60_000);

it('answers ids that are not a known business, email or call with 4xx on every id route, writing nothing', async () => {
  const before = await rowCounts();
  const routes = (x: string): Array<['GET' | 'POST', string]> => [
    ['GET', `/api/admin/clients/${x}/plan/pdf`],
    ['POST', `/api/admin/emails/${x}/resend`],
    ['POST', `/api/admin/calls/${x}/cancel`],
    ['POST', `/api/admin/merges/${x}/undo`],
    ['POST', `/api/admin/clients/${x}/checkout-recovery`],
    ['POST', `/api/clients/${x}/generate-onboarding-form`],
    ['POST', `/api/clients/${x}/download-onboarding-form`],
  ];
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.uuid(), fc.string({ minLength: 1 }).map(encodeURIComponent)), async (x) => {
      for (const [method, url] of routes(x)) {
        const res = await stack.t.app.inject({ method, url, headers: { cookie: stack.cookie }, ...(method === 'POST' ? { payload: {} } : {}) });
        if (res.statusCode < 400 || res.statusCode >= 500) return false;
      }
      return true;
    }),
    { numRuns: 60 },
  );
  expect(await rowCounts()).toEqual(before);
}, 60_000);

it("answers the board's malformed queries with 400 only, writing nothing", async () => {
  const before = await rowCounts();
  const value = fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom('0', '51', '-1', '1.5', 'won', 'archived', ''));
  const query = fc.record({ stage: value, page: value, pageSize: value }, { requiredKeys: [] }).filter((q) => !PipelineBoardQuery.safeParse(q).success);
  await fc.assert(
    fc.asyncProperty(query, async (q) => {
      const res = await stack.t.app.inject({ method: 'GET', url: `/api/admin/pipeline?${new URLSearchParams(q)}`, headers: { cookie: stack.cookie } });
      return res.statusCode === 400;
    }),
    { numRuns: 200 },
  );
  expect(await rowCounts()).toEqual(before);
}, 60_000);
