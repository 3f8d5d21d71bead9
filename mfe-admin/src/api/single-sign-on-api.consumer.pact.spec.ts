import { SingleSignOnMessage } from '@biz/contracts';
import { PACT_DIR } from '@biz/contracts/testing';
import { jsonHeaders } from '@biz/contracts/testing/pact';
import { failureOf, requestOf, withBrowserOrigin } from '@biz/ui-kit/jest/pact-browser-fetch';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { fetchSingleSignOnOffer, finishSingleSignOn, setSingleSignOnPolicy, startSingleSignOn } from './single-sign-on-api';

// Single sign-on's calls of mfe-admin. The provider runs with the agency's OpenID provider connected (a real one
// on its machine): its name, issuer and authorization URL are its own, so only their shapes are pinned.
const pact = new PactV4({ consumer: 'mfe-admin', provider: 'svc-admin', dir: PACT_DIR, logLevel: 'warn' });
const { boolean, eachLike, like, regex } = MatchersV3;

const provider = { name: like('Google'), issuer: regex('^https?://.+$', 'https://accounts.google.com'), domains: eachLike('agency.example') };

describe('mfe-admin → svc-admin: single sign-on', () => {
  it('reads whether the sign-in page offers the provider, and whether a password still does', async () => {
    await pact
      .addInteraction()
      .given('nobody is signed in')
      .uponReceiving("the sign-in page's question about single sign-on")
      .withRequest(...requestOf('singleSignOnOffer'))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ provider: { name: like('Google') }, required: boolean(false) }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, fetchSingleSignOnOffer)).provider?.name).toBe('Google');
      });
  });

  it("starts a sign-in: the provider's authorization URL", async () => {
    await pact
      .addInteraction()
      .given('nobody is signed in')
      .uponReceiving('a start of single sign-on')
      .withRequest(...requestOf('startSingleSignOn'), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ authorizationUrl: regex('^https?://.+[?&]code_challenge=.+$', 'https://accounts.google.com/o/oauth2/v2/auth?client_id=desk&code_challenge=abc') }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, startSingleSignOn)).authorizationUrl).toMatch(/^https:/);
      });
  });

  it("reads the refusal of an answer this browser never started, which the page shows in the server's words", async () => {
    await pact
      .addInteraction()
      .given('nobody is signed in')
      .uponReceiving('a finish of single sign-on that no start of this browser awaits')
      .withRequest(...requestOf('finishSingleSignOn'), (request) => request.jsonBody({ callback: '?code=a-code&state=a-state' }))
      .willRespondWith(401, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'SingleSignOnRefused', message: like(SingleSignOnMessage.expired) } }))
      .executeTest(async ({ url }) => {
        expect(await failureOf(withBrowserOrigin(url, () => finishSingleSignOn('?code=a-code&state=a-state')))).toMatch(/^401: /);
      });
  });

  it("sets the team's policy: single sign-on not required", async () => {
    await pact
      .addInteraction()
      .given('an admin is signed in')
      .uponReceiving('an owner leaving single sign-on optional')
      .withRequest(...requestOf('setSingleSignOnPolicy'), (request) => request.jsonBody({ required: false }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ provider, required: false }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => setSingleSignOnPolicy(false))).toMatchObject({ required: false });
      });
  });
});
