import { OrderPaidJob, SendOrderConfirmationJob, SubscriptionPaymentIssueJob, SubscriptionStartedJob, TestCards } from '@biz/contracts';
import { randomUUID } from 'node:crypto';
import { lastQueued, verifyJobs } from '@biz/server-kit/testing/pact';
import { basename } from 'node:path';
import { startBillingTestApp, type BillingTestApp } from './testing/billing-test-app';
import { exampleLead, testCard } from './testing/checkout.fixtures';
import { STRIPE, type StripeSeam } from './stripe/stripe-seam';
import { SubscriptionService } from './subscriptions/subscription.service';

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

/** A Starter subscription whose card then fails: a month later on the simulated clock, its renewal is declined. */
async function declinedRenewal(): Promise<void> {
  const simulated = t.app.get<StripeSeam>(STRIPE).simulator!;
  const card = async (number: string) => (await simulated.createCard({ number, expMonth: 12, expYear: 2040, cvc: '123' })).id;
  const subscriptions = t.app.get(SubscriptionService);
  const accountId = randomUUID();
  await subscriptions.create(accountId, { planName: 'Starter', billing: 'monthly', paymentMethodId: await card(TestCards.success) });
  await subscriptions.updatePaymentMethod(accountId, await card(TestCards.chargeFailsAfterAttach));
  await simulated.advance(31 * 86_400);
}

it('svc-billing puts on the queues the jobs the worker and svc-admin handle', async () => {
  const pacts = await verifyJobs('svc-billing', {
    'a paid order to confirm by email': async () => {
      await paidOrder();
      return lastQueued(t.env.REDIS_URL, t.env.QUEUE_PREFIX, SendOrderConfirmationJob);
    },
    'a renewal that was declined': async () => {
      await declinedRenewal();
      return lastQueued(t.env.REDIS_URL, t.env.QUEUE_PREFIX, SubscriptionPaymentIssueJob);
    },
    'a paid order': async () => {
      await paidOrder();
      return lastQueued(t.env.REDIS_URL, t.env.QUEUE_PREFIX, OrderPaidJob);
    },
    'a subscription paid for the first time': async () => {
      await declinedRenewal();
      return lastQueued(t.env.REDIS_URL, t.env.QUEUE_PREFIX, SubscriptionStartedJob);
    },
  });
  expect(pacts.map((path) => basename(path)).sort()).toEqual(['svc-admin-inbox-svc-billing.json', 'svc-ai-worker-svc-billing.json']);
}, 60_000);
