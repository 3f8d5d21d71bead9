import { SubscriptionPlanSeed } from '@biz/contracts';
import { PACT_DIR } from '@biz/contracts/testing';
import { jsonHeaders } from '@biz/contracts/testing/pact';
import { withBrowserOrigin, requestOf } from '@biz/ui-kit/jest/pact-browser-fetch';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { fetchSubscriptionPlans } from './subscription-plans-api';

const pact = new PactV4({ consumer: 'mfe-client', provider: 'svc-billing', dir: PACT_DIR, logLevel: 'warn' });
const { eachLike, integer, like } = MatchersV3;

describe('mfe-client → svc-billing', () => {
  it('reads the subscription plans the dashboard offers', async () => {
    const [starter] = SubscriptionPlanSeed;
    await pact
      .addInteraction()
      .given('the Starter, Growth and Enterprise plans are on sale')
      .uponReceiving('a request for the subscription plans')
      .withRequest(...requestOf('subscriptionPlans'))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody(
          eachLike(
            {
              name: like(starter.name),
              description: like(starter.description),
              monthlyPrice: integer(starter.monthlyPrice),
              yearlyPrice: integer(starter.yearlyPrice),
              maxAutomations: integer(starter.maxAutomations),
              features: eachLike(starter.features[0]),
            },
            3,
          ),
        ),
      )
      .executeTest(async (mockServer) => {
        const plans = await withBrowserOrigin(mockServer.url, fetchSubscriptionPlans);
        expect(plans).toHaveLength(3);
        expect(plans[0]).toEqual({ ...starter, features: [starter.features[0]] });
      });
  });
});
