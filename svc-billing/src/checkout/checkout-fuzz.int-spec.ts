import { CreateCheckoutResumeLinkRequest, CreatePaymentIntentRequest, LockinIndustries, TestModeConfirmPaymentRequest } from '@biz/contracts';
import { startStripeSimulatorServer, type StripeSimulatorServer } from '@biz/stripe-simulator/testing';
import fc from 'fast-check';
import { startBillingTestApp, stripeEnvFor, type BillingTestApp } from '../testing/billing-test-app';
import { exampleLead, stripeSignature } from '../testing/checkout.fixtures';

// Two services: test mode (where the test-mode payment exists) and Stripe mode (where the webhook does).
let testMode: BillingTestApp;
let stripeMode: BillingTestApp;
let fake: StripeSimulatorServer;

beforeAll(async () => {
  fake = await startStripeSimulatorServer();
  [testMode, stripeMode] = await Promise.all([startBillingTestApp(), startBillingTestApp(stripeEnvFor(fake))]);
});

afterAll(async () => {
  await Promise.all([testMode?.close(), stripeMode?.close()]);
  await fake?.close();
});

const junk = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const leadish = fc.record(
  { ...Object.fromEntries(Object.entries(exampleLead).map(([k, v]) => [k, fc.oneof(fc.constant(v), junk)])), industry: fc.oneof(fc.constantFrom(...LockinIndustries), junk) },
  { requiredKeys: [] },
);
const paymentIntentBody = fc
  .record({ package: fc.oneof(fc.constantFrom('starter', 'growth', 'Starter', 'enterprise'), junk), checkoutKey: fc.oneof(fc.uuid(), junk), lead: fc.oneof(leadish, junk), amount: fc.integer() }, { requiredKeys: [] })
  .filter((body) => !CreatePaymentIntentRequest.safeParse(body).success);
const card = fc.record(
  { number: fc.oneof(fc.constantFrom('4242 4242 4242 4242', '4000000000000002'), fc.stringMatching(/^[\d -]{0,24}$/), junk), expMonth: fc.oneof(fc.integer({ min: -1, max: 13 }), junk), expYear: fc.oneof(fc.integer({ min: -1, max: 3000 }), junk), cvc: fc.oneof(fc.stringMatching(/^\d{0,5}$/), junk) },
  { requiredKeys: [] },
);
const confirmBody = fc
  .record({ clientSecret: fc.oneof(fc.string({ maxLength: 400 }), junk), card: fc.oneof(card, junk) }, { requiredKeys: [] })
  .filter((body) => !TestModeConfirmPaymentRequest.safeParse(body).success);

// Well-formed tokens too: none was ever issued, so each is a 404.
const resumeBody = fc.record({ token: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), fc.string({ maxLength: 80 }), junk) }, { requiredKeys: [] });
const resumeLinkBody = fc.record({ email: fc.oneof(fc.emailAddress(), fc.string(), junk) }, { requiredKeys: [] }).filter((body) => !CreateCheckoutResumeLinkRequest.safeParse(body).success);

async function fuzz(t: BillingTestApp, url: string, bodies: fc.Arbitrary<unknown>) {
  const before = await t.rowCounts();
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(fc.oneof(bodies, fc.jsonValue()), async (body) => {
      sent++;
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) ?? '' });
      return res.statusCode >= 400 && res.statusCode < 500;
    }),
    { numRuns: 220 },
  );
  expect(sent).toBeGreaterThanOrEqual(200);
  expect(await t.rowCounts()).toEqual(before);
}

it('POST /api/create-payment-intent answers 200+ malformed bodies with 4xx only and writes no order', async () => {
  await fuzz(testMode, '/api/create-payment-intent', paymentIntentBody);
  await fuzz(stripeMode, '/api/create-payment-intent', paymentIntentBody);
});

it('POST /api/checkout/resume answers 200+ malformed or never-issued tokens with 4xx only and writes nothing', async () => {
  await fuzz(testMode, '/api/checkout/resume', resumeBody);
});

it('POST /internal/orders/:id/resume-link answers 200+ malformed bodies (or an unknown order) with 4xx only and issues no link', async () => {
  await fuzz(testMode, '/internal/orders/6f1c2a8e-4b7d-4c1e-9a3f-2d5e8b0c7a91/resume-link', fc.oneof(resumeLinkBody, fc.emailAddress().map((email) => ({ email }))));
  await fuzz(testMode, '/internal/orders/not-a-uuid/resume-link', resumeLinkBody);
});

it('POST /api/billing/test-mode/confirm-payment answers 200+ malformed bodies with 4xx only and writes nothing', async () => {
  await fuzz(testMode, '/api/billing/test-mode/confirm-payment', confirmBody);
});

it('POST /api/webhooks/stripe answers 200+ unsigned, mis-signed or garbled deliveries with 4xx only and records nothing', async () => {
  const before = await stripeMode.rowCounts();
  const now = Math.floor(Date.now() / 1000);
  const signature = (payload: string) =>
    fc.oneof(
      fc.constant(undefined),
      fc.string(),
      fc.constant(stripeSignature(payload, undefined, 'whsec_wrong')),
      fc.integer({ min: 301, max: 100_000 }).map((age) => stripeSignature(payload, now - age)),
      fc.stringMatching(/^[0-9a-f]{64}$/).map((mac) => `t=${now},v1=${mac}`),
    );
  const delivery = fc.oneof(fc.jsonValue().map((v) => JSON.stringify(v) ?? ''), fc.string()).chain((payload) => fc.tuple(fc.constant(payload), signature(payload)));
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(delivery, async ([payload, sig]) => {
      sent++;
      const res = await stripeMode.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', ...(sig === undefined ? {} : { 'stripe-signature': sig }) }, payload });
      return res.statusCode >= 400 && res.statusCode < 500;
    }),
    { numRuns: 220 },
  );
  expect(sent).toBeGreaterThanOrEqual(200);
  expect(await stripeMode.rowCounts()).toEqual(before);
});
