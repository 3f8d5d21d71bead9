import { PACT_DIR } from '@biz/contracts/testing';
import { failureOf, requestOf, withBrowserOrigin } from '@biz/ui-kit/jest/pact-browser-fetch';
import { at, jsonHeaders } from '@biz/contracts/testing/pact';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { fetchClientOnboarding, fetchOnboardingByLink, submitClientOnboarding, submitOnboardingByLink } from './onboarding-api';

// The onboarding form's calls of mfe-client. The provider's states make the form ask two questions (a
// contact, required; a tone, one of four), so the answers here are ones it accepts.
const pact = new PactV4({ consumer: 'mfe-client', provider: 'svc-admin', dir: PACT_DIR, logLevel: 'warn' });
const { boolean, eachLike, fromProviderState, like } = MatchersV3;

const SIGNED_IN = "the signed-in client's onboarding form asks for a contact and a tone";
const LINK_SENT = "Glow Med Spa was emailed the link to its onboarding form, which asks for a contact and a tone";
const ANONYMOUS = 'nobody is signed in';
const TOKEN = 'eyJwIjoib25ib2FyZGluZy1mb3JtIn0.q7Zr2Wc9XyLpA1bN3mK8vQq7Zr2Wc9XyLpA1bN3mK8v';
const answers = { 'contact-name': 'Pat, owner', tone: 'Warm and friendly' };

const field = { id: like('contact-name'), label: like('Who is our main contact?'), type: like('text'), required: boolean(true) };
const formToFill = {
  businessName: like('Glow Med Spa'),
  form: {
    title: like('Glow Med Spa onboarding'),
    description: like('What we need from Glow Med Spa.'),
    estimatedTime: like('5 minutes'),
    fields: eachLike(field),
    nextSteps: eachLike(like('Send the form back.')),
    implementationGuide: { overview: like('We build on your accounts.'), timeline: { totalDuration: like('2-3 weeks') } },
    successMetrics: { kpis: eachLike(like('Replies within a minute')) },
  },
  answers: null,
  submittedAt: null,
};
const saved = { success: true, submittedAt: at('2026-11-28T10:00:00.000Z'), updated: boolean(false) };

describe('mfe-client → svc-admin: the onboarding form', () => {
  it("reads the signed-in client's onboarding form, not answered yet", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving("a signed-in client's request for its onboarding form")
      .withRequest(...requestOf('clientOnboarding'))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ onboarding: formToFill }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, fetchClientOnboarding)).onboarding?.businessName).toBe('Glow Med Spa');
      });
  });

  it('sends the answers from the portal', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .uponReceiving("a signed-in client's onboarding answers")
      .withRequest(...requestOf('submitClientOnboarding'), (request) => request.jsonBody({ answers }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(saved))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => submitClientOnboarding(answers))).success).toBe(true);
      });
  });

  it("opens the form with the emailed link's token", async () => {
    await pact
      .addInteraction()
      .given(LINK_SENT)
      .uponReceiving("an onboarding form opened with its link's token")
      .withRequest(...requestOf('onboardingFormByLink'), (request) => request.jsonBody({ token: fromProviderState('${token}', TOKEN) }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(formToFill))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => fetchOnboardingByLink(TOKEN))).form.title).toBe('Glow Med Spa onboarding');
      });
  });

  it("sends the answers with the emailed link's token", async () => {
    await pact
      .addInteraction()
      .given(LINK_SENT)
      .uponReceiving("onboarding answers sent with the link's token")
      .withRequest(...requestOf('submitOnboardingByLink'), (request) => request.jsonBody({ token: fromProviderState('${token}', TOKEN), answers }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(saved))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => submitOnboardingByLink(TOKEN, answers))).success).toBe(true);
      });
  });

  it('reads the 400 of a link that was altered, which the page shows with its message', async () => {
    await pact
      .addInteraction()
      .given(ANONYMOUS)
      .uponReceiving('an onboarding form opened with an altered link')
      .withRequest(...requestOf('onboardingFormByLink'), (request) => request.jsonBody({ token: TOKEN }))
      .willRespondWith(400, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'OnboardingLinkInvalid', message: like('This onboarding link is not valid.') } }))
      .executeTest(async ({ url }) => {
        expect(await failureOf(withBrowserOrigin(url, () => fetchOnboardingByLink(TOKEN)))).toMatch(/^400: /);
      });
  });
});
