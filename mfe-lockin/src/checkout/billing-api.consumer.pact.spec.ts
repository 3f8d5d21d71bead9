import { LockinLeadForm, TestCards } from '@biz/contracts';
import { PACT_DIR } from '@biz/contracts/testing';
import { jsonHeaders } from '@biz/contracts/testing/pact';
import { withBrowserOrigin, requestOf } from '@biz/ui-kit/jest/pact-browser-fetch';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { fetchSprintSpots } from '../sprint/counted-spots';
import { authenticateTestModePayment, checkoutOutcome, confirmTestModePayment, createPaymentIntent, fetchBillingConfig, resumeCheckout } from './billing-api';

const pact = new PactV4({ consumer: 'mfe-lockin', provider: 'svc-billing', dir: PACT_DIR, logLevel: 'warn' });
const { fromProviderState, integer, like, regex } = MatchersV3;

const TEST_MODE = 'billing runs in test mode';
// The provider opens the checkout at its Stripe (simulated in test mode): the ids are the provider's.
const PENDING_GROWTH_INTENT = 'pi_test_0123456789abcdef01234567';
const PENDING_GROWTH_SECRET = `${PENDING_GROWTH_INTENT}_secret_pact`;
const PENDING_GROWTH = 'a pending growth checkout';
const CHALLENGED_GROWTH = "a growth checkout's payment waits for 3-D Secure";
const PAID_GROWTH = 'a paid growth checkout';
const secretOf = () => fromProviderState('${clientSecret}', PENDING_GROWTH_SECRET);
const intentOf = () => fromProviderState('${paymentIntentId}', PENDING_GROWTH_INTENT);

const lead = LockinLeadForm.parse({
  businessName: 'Paws & Claws Grooming',
  contactEmail: 'owner@pawsclaws.example',
  contactPhone: '(555) 123-4567',
  industry: 'Other',
  businessType: 'Small Business (2-10 employees)',
  currentRevenue: '$100k - $500k/year',
  mainGoals: 'Answer Instagram DMs and book grooming appointments automatically',
  currentMarketing: 'Instagram and word of mouth',
  timeline: 'ASAP (This week)',
});
const card = (number: string) => ({ number, expMonth: 12, expYear: 2034, cvc: '123', postalCode: '10001' });

describe('mfe-lockin → svc-billing', () => {
  it('reads that billing runs in test mode', async () => {
    await pact
      .addInteraction()
      .given(TEST_MODE)
      .uponReceiving('a request for the billing config')
      .withRequest(...requestOf('billingConfig'))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ publishableKey: like(''), testMode: true }))
      .executeTest(async (mockServer) => {
        expect(await withBrowserOrigin(mockServer.url, fetchBillingConfig)).toEqual({ publishableKey: '', testMode: true });
      });
  });

  it("reads this week's sprint spots", async () => {
    await pact
      .addInteraction()
      .given(TEST_MODE)
      .uponReceiving("a request for this week's sprint spots")
      .withRequest(...requestOf('sprintSpots'))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ perWeek: integer(5), taken: integer(0), left: integer(5), startsOn: null }))
      .executeTest(async (mockServer) => {
        expect(await withBrowserOrigin(mockServer.url, fetchSprintSpots)).toEqual({ perWeek: 5, taken: 0, left: 5, startsOn: null });
      });
  });

  it('opens a growth checkout with the lead and reads its client secret', async () => {
    const body = { package: 'growth' as const, checkoutKey: '6f1c2a8e-4b7d-4c1e-9a3f-2d5e8b0c7a91', lead };
    const secret = 'pi_test_0123456789abcdef01234567_secret_Zx9Yw8Vu7T';
    await pact
      .addInteraction()
      .given(TEST_MODE)
      .uponReceiving('a payment intent for a growth checkout with its lead')
      .withRequest(...requestOf('createPaymentIntent'), (request) => request.jsonBody(body))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ clientSecret: regex('^pi_test_[0-9a-f]{24,}_secret_[0-9A-Za-z]+$', secret) }),
      )
      .executeTest(async (mockServer) => {
        expect(await withBrowserOrigin(mockServer.url, () => createPaymentIntent(body))).toEqual({ clientSecret: secret });
      });
  });

  it("resumes a recovery email's checkout: its package and the lead's details to prefill", async () => {
    // The token is the provider's (it keeps only a hash of it).
    const token = 'q3V9d2Jx7Lm0pR4sT8uW1yZ5aC6eG9hJ2kN5oQ8rS1v';
    await pact
      .addInteraction()
      .given(`a recovery link to the unpaid growth checkout of ${lead.contactEmail}`)
      .uponReceiving('the resume of a checkout by its link')
      .withRequest(...requestOf('resumeCheckout'), (request) => request.jsonBody({ token: fromProviderState('${token}', token) }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ package: 'growth', lead: { ...Object.fromEntries(Object.entries(lead).map(([key, value]) => [key, like(value)])), contactEmail: lead.contactEmail } }),
      )
      .executeTest(async (mockServer) => {
        expect(await withBrowserOrigin(mockServer.url, () => resumeCheckout(token))).toEqual({ package: 'growth', lead });
      });
  });

  it('is told a recovery link has expired', async () => {
    const token = 'Zx8Yw7Vu6Ts5Rq4Po3Nm2Lk1Ji0Hg9Fe8Dc7Ba6Zy5X';
    await pact
      .addInteraction()
      .given(`an expired recovery link to the unpaid growth checkout of ${lead.contactEmail}`)
      .uponReceiving('the resume of a checkout by an expired link')
      .withRequest(...requestOf('resumeCheckout'), (request) => request.jsonBody({ token: fromProviderState('${token}', token) }))
      .willRespondWith(410, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'CheckoutLinkExpired', message: like('This checkout link has expired.') } }))
      .executeTest(async (mockServer) => {
        await expect(withBrowserOrigin(mockServer.url, () => resumeCheckout(token))).rejects.toThrow(/^410: /);
      });
  });

  it('pays a pending checkout with the 4242 test card', async () => {
    const body = { clientSecret: PENDING_GROWTH_SECRET, card: card(TestCards.success) };
    await pact
      .addInteraction()
      .given(PENDING_GROWTH)
      .uponReceiving('a test-mode payment with the 4242 card')
      .withRequest(...requestOf('confirmTestModePayment'), (request) => request.jsonBody({ ...body, clientSecret: secretOf() }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ status: 'succeeded', paymentIntentId: intentOf() }))
      .executeTest(async (mockServer) => {
        const answer = await withBrowserOrigin(mockServer.url, () => confirmTestModePayment(body));
        expect(answer).toEqual({ status: 'succeeded', paymentIntentId: PENDING_GROWTH_INTENT });
      });
  });

  it("reads the decline of the 0002 test card with the provider's message", async () => {
    const body = { clientSecret: PENDING_GROWTH_SECRET, card: card(TestCards.declined) };
    await pact
      .addInteraction()
      .given(PENDING_GROWTH)
      .uponReceiving('a test-mode payment with the 0002 card')
      .withRequest(...requestOf('confirmTestModePayment'), (request) => request.jsonBody({ ...body, clientSecret: secretOf() }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          status: 'failed',
          paymentIntentId: intentOf(),
          code: like('card_declined'),
          message: like('Your card was declined.'),
        }),
      )
      .executeTest(async (mockServer) => {
        const answer = await withBrowserOrigin(mockServer.url, () => confirmTestModePayment(body));
        expect(answer).toEqual({ status: 'failed', paymentIntentId: PENDING_GROWTH_INTENT, code: 'card_declined', message: 'Your card was declined.' });
      });
  });

  it('is asked for 3-D Secure by the 3155 test card', async () => {
    const body = { clientSecret: PENDING_GROWTH_SECRET, card: card(TestCards.authenticationRequired) };
    await pact
      .addInteraction()
      .given(PENDING_GROWTH)
      .uponReceiving('a test-mode payment with the 3155 card')
      .withRequest(...requestOf('confirmTestModePayment'), (request) => request.jsonBody({ ...body, clientSecret: secretOf() }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ status: 'requires_action', paymentIntentId: intentOf() }))
      .executeTest(async (mockServer) => {
        const answer = await withBrowserOrigin(mockServer.url, () => confirmTestModePayment(body));
        expect(answer).toEqual({ status: 'requires_action', paymentIntentId: PENDING_GROWTH_INTENT });
      });
  });

  it("answers the test page's 3-D Secure challenge of a checkout: approved, it is paid", async () => {
    await pact
      .addInteraction()
      .given(CHALLENGED_GROWTH)
      .uponReceiving("an approved 3-D Secure challenge of a checkout's payment")
      .withRequest(...requestOf('authenticateTestModePayment'), (request) => request.jsonBody({ clientSecret: secretOf(), approve: true }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ status: 'succeeded' }))
      .executeTest(async (mockServer) => {
        expect(await withBrowserOrigin(mockServer.url, () => authenticateTestModePayment(PENDING_GROWTH_SECRET, true))).toEqual({ status: 'succeeded' });
      });
  });

  it('reads that the growth checkout it returns from is paid, with its package and amount', async () => {
    const paidAt = '2026-11-28T10:00:00.000Z';
    await pact
      .addInteraction()
      .given(PAID_GROWTH)
      .uponReceiving("the outcome of a paid checkout, by its PaymentIntent's client secret")
      .withRequest(...requestOf('checkoutOutcome'), (request) => request.jsonBody({ clientSecret: secretOf() }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ status: 'paid', package: 'growth', amountCents: 100_000, currency: 'usd', failureMessage: null, paidAt: regex('^\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z$', paidAt), startsOn: null }),
      )
      .executeTest(async (mockServer) => {
        const answer = await withBrowserOrigin(mockServer.url, () => checkoutOutcome({ clientSecret: PENDING_GROWTH_SECRET }));
        expect(answer).toEqual({ status: 'paid', package: 'growth', amountCents: 100_000, currency: 'usd', failureMessage: null, paidAt, startsOn: null });
      });
  });

  it('reads that a pending checkout is not paid', async () => {
    await pact
      .addInteraction()
      .given(PENDING_GROWTH)
      .uponReceiving("the outcome of a checkout never paid, by its PaymentIntent's client secret")
      .withRequest(...requestOf('checkoutOutcome'), (request) => request.jsonBody({ clientSecret: secretOf() }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ status: 'unpaid', package: 'growth', amountCents: 100_000, currency: 'usd', failureMessage: null, paidAt: null, startsOn: null }))
      .executeTest(async (mockServer) => {
        expect(await withBrowserOrigin(mockServer.url, () => checkoutOutcome({ clientSecret: PENDING_GROWTH_SECRET }))).toMatchObject({ status: 'unpaid' });
      });
  });

  it('is told billing knows no checkout by a client secret it never made', async () => {
    const body = { clientSecret: 'pi_test_00000000000000000000ffff_secret_unknown' };
    await pact
      .addInteraction()
      .given(TEST_MODE)
      .uponReceiving('the outcome of a checkout by a client secret billing never made')
      .withRequest(...requestOf('checkoutOutcome'), (request) => request.jsonBody(body))
      .willRespondWith(404, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'OrderNotFound', message: like('We could not find this checkout. Please reload the page and try again.') } }))
      .executeTest(async (mockServer) => {
        await expect(withBrowserOrigin(mockServer.url, () => checkoutOutcome(body))).rejects.toThrow(/^404: /);
      });
  });
});
