import { PACT_DIR } from '@biz/contracts/testing';
import { requestOf, withBrowserOrigin } from '@biz/ui-kit/jest/pact-browser-fetch';
import { at, jsonHeaders } from '@biz/contracts/testing/pact';
import { PactV4 } from '@pact-foundation/pact';
import { advanceTestClock, fetchTestClock } from './test-clock-api';

// The desk's one call to billing: test mode's clock, with the admin's session cookie (the provider's state sets it).
const pact = new PactV4({ consumer: 'mfe-admin', provider: 'svc-billing', dir: PACT_DIR, logLevel: 'warn' });
const SIGNED_IN = 'an admin is signed in';

describe('mfe-admin → svc-billing: the test clock', () => {
  it("reads the simulated provider's clock", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a request for the test clock')
      .withRequest(...requestOf('testClock'))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ now: at('2026-11-25T08:00:00.000Z') }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, fetchTestClock)).toEqual({ now: '2026-11-25T08:00:00.000Z' });
      });
  });

  it('moves the clock a day ahead', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving('a request to advance the test clock by one day')
      .withRequest(...requestOf('advanceTestClock'), (request) => request.jsonBody({ days: 1 }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ now: at('2026-11-26T08:00:00.000Z') }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => advanceTestClock(1))).now).toBe('2026-11-26T08:00:00.000Z');
      });
  });
});
