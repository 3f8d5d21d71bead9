import { CheckoutRecoveryTemplate, GenerateEmailRequest, SendCheckoutRecoveryRequest, GenerateMeetingLinkRequest, MergeBusinessRequest, MoveStageRequest, RescheduleCallRequest, ScheduleCallRequest, SendEmailRequest } from '@biz/contracts';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { clientThrough } from './testing/client-fixtures';
import { startAdminOnContexts } from './testing/context-processes';

// svc-admin on real svc-intake and svc-billing processes, with one real business whose id the bodies may
// carry: every malformed request to the admin's new endpoints is a 4xx and writes nothing anywhere.
let stack: Awaited<ReturnType<typeof startAdminOnContexts>>;
let clientId: string;

beforeAll(async () => {
  stack = await startAdminOnContexts();
  clientId = await clientThrough(stack.contexts, 'Fuzz Bakery', 'owner@fuzz-bakery.example', { select: 1, order: 'none' });
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

const tables = ['agency_emails', 'calls', 'onboarding_forms', 'audit_events', 'business_stages', 'stage_moves', 'business_merges', 'email_templates'];
const rowCounts = async () => Object.fromEntries(await Promise.all(tables.map(async (t) => [t, Number((await stack.t.query<{ n: string }>(`SELECT count(*) AS n FROM $schema.${t}`))[0].n)])));

const junk = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof(valid, junk);
const id = () => maybe(fc.oneof(fc.constant(clientId), fc.uuid(), fc.string()));
const time = maybe(fc.constantFrom('09:00', '10:30', '17:00', '17:30', '8:00', '25:00'));
const date = maybe(fc.constantFrom('2026-11-25', '2026-11-28', '2030-01-01', '2026-02-30', 'tomorrow'));
const duration = maybe(fc.constantFrom(15, 30, 45, 60, 20, '30'));

const bodies: Array<[string, fc.Arbitrary<unknown>, { safeParse(v: unknown): { success: boolean } }]> = [
  ['/api/admin/generate-email', fc.record({ clientId: id(), emailType: maybe(fc.constantFrom('welcome', 'plan_ready', 'follow_up', 'custom', 'newsletter')), customSubject: maybe(fc.string()) }, { requiredKeys: [] }), GenerateEmailRequest],
  ['/api/admin/send-email', fc.record({ clientId: id(), subject: maybe(fc.string({ maxLength: 400 })), body: maybe(fc.string()), emailType: maybe(fc.constantFrom('welcome', 'plan_ready', 'newsletter')) }, { requiredKeys: [] }), SendEmailRequest],
  ['/api/admin/schedule-call', fc.record({ clientId: id(), callType: maybe(fc.constantFrom('video', 'phone', 'fax')), duration, scheduledDate: date, scheduledTime: time, agenda: maybe(fc.string()), notes: maybe(fc.string()) }, { requiredKeys: [] }), ScheduleCallRequest],
  ['/api/admin/generate-meeting-link', fc.record({ callType: maybe(fc.constantFrom('video', 'phone', 'fax')), duration }, { requiredKeys: [] }), GenerateMeetingLinkRequest],
  [`/api/admin/calls/${randomUUID()}/reschedule`, fc.record({ duration, scheduledDate: date, scheduledTime: time }, { requiredKeys: [] }), RescheduleCallRequest],
  [`/api/admin/clients/${randomUUID()}/stage`, fc.record({ stage: maybe(fc.constantFrom('new', 'won', 'lost', 'archived')), reason: maybe(fc.string({ maxLength: 600 })) }, { requiredKeys: [] }), MoveStageRequest],
  [`/api/admin/clients/${randomUUID()}/merge`, fc.record({ email: maybe(fc.oneof(fc.emailAddress(), fc.string())) }, { requiredKeys: [] }), MergeBusinessRequest],
  [`/api/admin/clients/${randomUUID()}/checkout-recovery`, fc.record({ orderId: id() }, { requiredKeys: [] }), SendCheckoutRecoveryRequest],
];

it.each(bodies)('POST %s answers 200 malformed bodies with 4xx only and writes nothing', async (url, arbitrary, schema) => {
  const before = await rowCounts();
  const invalid = fc.oneof(arbitrary, fc.jsonValue()).filter((body) => !schema.safeParse(body).success);
  await fc.assert(
    fc.asyncProperty(invalid, async (body) => {
      const res = await stack.t.app.inject({ method: 'POST', url, headers: { cookie: stack.cookie, 'content-type': 'application/json' }, payload: JSON.stringify(body) ?? '' });
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
