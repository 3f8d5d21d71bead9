import { CancelSubscriptionRequest, CreateSubscriptionRequest, endpointPath, TestModeAuthenticateRequest, TestModePaymentMethodRequest, UpdateSubscriptionRequest, type EndpointName } from '@biz/contracts';
import { SESSION_COOKIE, SessionStore } from '@biz/server-kit';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { startBillingTestApp, type BillingTestApp } from '../testing/billing-test-app';

// Malformed bodies from a signed-in client: every one a 4xx, and neither billing's tables nor the simulated provider touched.
let billing: BillingTestApp;
let cookie: string;

beforeAll(async () => {
  billing = await startBillingTestApp();
  const { id } = await billing.app.get(SessionStore).create({ kind: 'client', accountId: randomUUID() });
  cookie = `${SESSION_COOKIE}=${id}`;
});

afterAll(async () => {
  await billing?.close();
});

const junk = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const planName = fc.oneof(fc.constantFrom('Starter', 'Growth', 'Enterprise', 'growth', 'Gold'), junk);
const cycle = fc.oneof(fc.constantFrom('monthly', 'yearly', 'weekly', 'Yearly'), junk);
const card = fc.record({ number: fc.oneof(fc.stringMatching(/^[\d -]{0,24}$/), junk), expMonth: fc.oneof(fc.integer({ min: -1, max: 13 }), junk), expYear: junk, cvc: junk }, { requiredKeys: [] });

const malformed = <T extends z.ZodType>(schema: T, fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(fc.record(fields, { requiredKeys: [] }), fc.jsonValue()).filter((body) => !schema.safeParse(body).success);

const cases: Array<[EndpointName, fc.Arbitrary<unknown>]> = [
  ['createSubscription', malformed(CreateSubscriptionRequest, { planName, billing: cycle, paymentMethodId: fc.oneof(fc.constant(''), fc.string({ minLength: 256, maxLength: 300 }), junk), price: junk })],
  ['updateSubscription', malformed(UpdateSubscriptionRequest, { planName, billing: cycle })],
  ['cancelSubscription', malformed(CancelSubscriptionRequest, { immediate: junk })],
  ['createTestModePaymentMethod', malformed(TestModePaymentMethodRequest, { card: fc.oneof(card, junk) })],
  ['authenticateTestModePayment', malformed(TestModeAuthenticateRequest, { clientSecret: junk, approve: junk })],
];

const stored = async () => (await billing.query<{ n: string }>('SELECT (SELECT count(*) FROM $schema.subscriptions) + (SELECT count(*) FROM $schema.simulated_stripe) + (SELECT count(*) FROM $schema.billing_customers) AS n'))[0].n;

it.each(cases)('%s answers 150+ malformed bodies with 4xx only and stores nothing', async (name, bodies) => {
  const before = await stored();
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(bodies, async (body) => {
      sent++;
      const res = await billing.app.inject({ method: 'POST', url: endpointPath(name), headers: { 'content-type': 'application/json', cookie }, payload: JSON.stringify(body) ?? '' });
      return res.statusCode >= 400 && res.statusCode < 500;
    }),
    { numRuns: 160 },
  );
  expect(sent).toBeGreaterThanOrEqual(150);
  expect(await stored()).toBe(before);
});
