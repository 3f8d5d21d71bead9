import { SendOrderConfirmationJob, TestCards } from '@biz/contracts';
import { lastQueued, verifyJobs } from '@biz/server-kit/testing/pact';
import { basename } from 'node:path';
import { startBillingTestApp, type BillingTestApp } from './testing/billing-test-app';
import { exampleLead, testCard } from './testing/checkout.fixtures';

// The job svc-billing puts on the `ai` queue when an order is paid, made by its real checkout (test mode) and
// read back from Redis.
let t: BillingTestApp;
beforeAll(async () => {
  t = await startBillingTestApp();
});
afterAll(() => t?.close());

async function paidOrder(): Promise<void> {
  const intent = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { package: 'starter', lead: exampleLead } });
  const paid = await t.app.inject({ method: 'POST', url: '/api/billing/test-mode/confirm-payment', payload: { clientSecret: intent.json().clientSecret, card: testCard(TestCards.success) } });
  if (paid.statusCode !== 200) throw new Error(`the payment failed: ${paid.statusCode} ${paid.body}`);
}

it('svc-billing puts on the queue the jobs the worker handles', async () => {
  const pacts = await verifyJobs('svc-billing', {
    'a paid order to confirm by email': async () => {
      await paidOrder();
      return lastQueued(t.env.REDIS_URL, t.env.QUEUE_PREFIX, SendOrderConfirmationJob);
    },
  });
  expect(pacts.map((path) => basename(path))).toEqual(['svc-ai-worker-svc-billing.json']);
}, 60_000);
