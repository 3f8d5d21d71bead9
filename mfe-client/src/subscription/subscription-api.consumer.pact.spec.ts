import { PACT_DIR } from '@biz/contracts/testing';
import { failureOf, requestOf, withBrowserOrigin } from '@biz/ui-kit/jest/pact-browser-fetch';
import { activeSubscriptionShape, jsonHeaders } from '@biz/contracts/testing/pact';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import {
  authenticateTestModePayment,
  cancelSubscription,
  createSubscription,
  createTestModePaymentMethod,
  previewPlanChange,
  resumeSubscription,
  undoScheduledChange,
  updatePaymentMethod,
  updateSubscription,
} from './subscription-api';

// The Subscription tab's calls, each with the signed-in client's session cookie (the provider's state sets it).
const pact = new PactV4({ consumer: 'mfe-client', provider: 'svc-billing', dir: PACT_DIR, logLevel: 'warn' });
const { fromProviderState, integer, regex } = MatchersV3;

const NO_SUBSCRIPTION = 'a client without a subscription is signed in';
const STARTER_MONTHLY = 'a client subscribed to Starter, billed monthly, is signed in';
const CANCELING = 'a client subscribed to Starter, billed monthly, canceling at period end, is signed in';
const DOWNGRADING = 'a client subscribed to Growth, billed monthly, with a downgrade to Starter scheduled, is signed in';
// A subscription whose first payment waits on the bank's 3-D Secure: its client secret is the provider's.
const CHALLENGED = "a client's subscription payment waits for 3-D Secure";


describe('mfe-client → svc-billing: the subscription', () => {
  it('subscribes with a card that pays: active at once', async () => {
    await pact
      .addInteraction()
      .given(NO_SUBSCRIPTION)
      .uponReceiving('a subscription to Growth, billed monthly, with a card that pays')
      .withRequest(...requestOf('createSubscription'), (request) => request.jsonBody({ planName: 'Growth', billing: 'monthly', paymentMethodId: 'pm_card_visa' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ requiresAction: false, clientSecret: null, subscription: activeSubscriptionShape('Growth', 'monthly') }))
      .executeTest(async ({ url }) => {
        const answer = await withBrowserOrigin(url, () => createSubscription({ planName: 'Growth', billing: 'monthly', paymentMethodId: 'pm_card_visa' }));
        expect(answer).toMatchObject({ requiresAction: false, subscription: { plan: 'Growth', status: 'active' } });
      });
  });

  it('subscribes with a card whose bank asks for 3-D Secure: the client secret to confirm it', async () => {
    await pact
      .addInteraction()
      .given(NO_SUBSCRIPTION)
      .uponReceiving('a subscription with a card that asks for 3-D Secure')
      .withRequest(...requestOf('createSubscription'), (request) => request.jsonBody({ planName: 'Starter', billing: 'monthly', paymentMethodId: 'pm_card_authenticationRequired' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ requiresAction: true, clientSecret: regex('^pi_\\w+_secret_\\w+$', 'pi_sim0123_secret_abcd') }))
      .executeTest(async ({ url }) => {
        const answer = await withBrowserOrigin(url, () => createSubscription({ planName: 'Starter', billing: 'monthly', paymentMethodId: 'pm_card_authenticationRequired' }));
        expect(answer.requiresAction).toBe(true);
        expect(answer.clientSecret).toMatch(/_secret_/);
      });
  });

  it('reads the 402 of a declined card, which the tab shows as a Payment Error with the bank\'s words', async () => {
    await pact
      .addInteraction()
      .given(NO_SUBSCRIPTION)
      .uponReceiving('a subscription with a card that is declined')
      .withRequest(...requestOf('createSubscription'), (request) => request.jsonBody({ planName: 'Starter', billing: 'monthly', paymentMethodId: 'pm_card_chargeDeclined' }))
      .willRespondWith(402, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'PaymentDeclined', message: 'Your card was declined.' } }))
      .executeTest(async ({ url }) => {
        expect(await failureOf(withBrowserOrigin(url, () => createSubscription({ planName: 'Starter', billing: 'monthly', paymentMethodId: 'pm_card_chargeDeclined' })))).toMatch(/^402: .*Your card was declined\./);
      });
  });

  it('changes plan: an upgrade is active at once', async () => {
    await pact
      .addInteraction()
      .given(STARTER_MONTHLY)
      .uponReceiving('an upgrade to Growth, billed monthly')
      .withRequest(...requestOf('updateSubscription'), (request) => request.jsonBody({ planName: 'Growth', billing: 'monthly' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ subscription: activeSubscriptionShape('Growth', 'monthly') }))
      .executeTest(async ({ url }) => {
        const { subscription } = await withBrowserOrigin(url, () => updateSubscription({ planName: 'Growth', billing: 'monthly' }));
        expect(subscription).toMatchObject({ plan: 'Growth', billing: 'monthly' });
      });
  });

  it('cancels at the end of the period: still active, nothing more billed', async () => {
    await pact
      .addInteraction()
      .given(STARTER_MONTHLY)
      .uponReceiving('a cancellation at the end of the billing period')
      .withRequest(...requestOf('cancelSubscription'), (request) => request.jsonBody({ immediate: false }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ immediate: false, subscription: activeSubscriptionShape('Starter', 'monthly', { cancelAtPeriodEnd: true, nextBillingDate: null }) }),
      )
      .executeTest(async ({ url }) => {
        const answer = await withBrowserOrigin(url, () => cancelSubscription(false));
        expect(answer).toMatchObject({ immediate: false, subscription: { cancelAtPeriodEnd: true, nextBillingDate: null } });
      });
  });

  it('undoes a cancellation before the period ends', async () => {
    await pact
      .addInteraction()
      .given(CANCELING)
      .uponReceiving('a request to keep the subscription')
      .withRequest(...requestOf('resumeSubscription'), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ subscription: activeSubscriptionShape('Starter', 'monthly') }))
      .executeTest(async ({ url }) => {
        const { subscription } = await withBrowserOrigin(url, resumeSubscription);
        expect(subscription.cancelAtPeriodEnd).toBe(false);
      });
  });

  it('undoes a scheduled downgrade: the plan stays, nothing scheduled', async () => {
    await pact
      .addInteraction()
      .given(DOWNGRADING)
      .uponReceiving('a request to undo the scheduled downgrade')
      .withRequest(...requestOf('undoScheduledChange'), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ subscription: activeSubscriptionShape('Growth', 'monthly') }))
      .executeTest(async ({ url }) => {
        const { subscription } = await withBrowserOrigin(url, undoScheduledChange);
        expect(subscription).toMatchObject({ plan: 'Growth', scheduledChange: null });
      });
  });

  it("reads what an upgrade would charge today, from the provider's invoice preview", async () => {
    await pact
      .addInteraction()
      .given(STARTER_MONTHLY)
      .uponReceiving('a preview of an upgrade to Growth, billed monthly')
      .withRequest(...requestOf('previewPlanChange'), (request) => request.query({ planName: 'Growth', billing: 'monthly' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ appliesAt: 'now', chargedTodayCents: integer(19933) }))
      .executeTest(async ({ url }) => {
        const preview = await withBrowserOrigin(url, () => previewPlanChange({ planName: 'Growth', billing: 'monthly' }));
        expect(preview).toEqual({ appliesAt: 'now', chargedTodayCents: 19933 });
      });
  });

  it('replaces the card', async () => {
    await pact
      .addInteraction()
      .given(STARTER_MONTHLY)
      .uponReceiving('a new card for the subscription')
      .withRequest(...requestOf('updatePaymentMethod'), (request) => request.jsonBody({ paymentMethodId: 'pm_card_visa' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ requiresAction: false, clientSecret: null, subscription: activeSubscriptionShape('Starter', 'monthly') }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => updatePaymentMethod('pm_card_visa'))).toMatchObject({ requiresAction: false });
      });
  });

  it("turns the TEST MODE card form's card into a payment method (no Stripe key configured)", async () => {
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
    await pact
      .addInteraction()
      .given(NO_SUBSCRIPTION)
      .uponReceiving('a test-mode card to save as a payment method')
      .withRequest(...requestOf('createTestModePaymentMethod'), (request) => request.jsonBody({ card }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ paymentMethodId: regex('^pm_\\w+$', 'pm_sim0123') }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => createTestModePaymentMethod(card))).paymentMethodId).toMatch(/^pm_/);
      });
  });

  it("answers the test page's 3-D Secure challenge: approved, the payment succeeds", async () => {
    const secret = 'pi_sim0123_secret_abcd';
    await pact
      .addInteraction()
      .given(CHALLENGED)
      .uponReceiving('an approved 3-D Secure challenge')
      .withRequest(...requestOf('authenticateTestModePayment'), (request) => request.jsonBody({ clientSecret: fromProviderState('${clientSecret}', secret), approve: true }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ status: 'succeeded' }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => authenticateTestModePayment(secret, true))).toEqual({ status: 'succeeded' });
      });
  });
});
