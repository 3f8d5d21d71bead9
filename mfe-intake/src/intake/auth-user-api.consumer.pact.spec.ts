import { PACT_DIR } from '@biz/contracts/testing';
import { jsonHeaders } from '@biz/contracts/testing/pact';
import { requestOf, withBrowserOrigin } from '@biz/ui-kit/jest/pact-browser-fetch';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { fetchAuthUser } from './auth-user-api';

// The landing step asks svc-admin (identity) who is signed in: an admin sees the signed-in home, nobody the wizard.
const pact = new PactV4({ consumer: 'mfe-intake', provider: 'svc-admin', dir: PACT_DIR, logLevel: 'warn' });
const { like } = MatchersV3;

describe('mfe-intake → svc-admin: who is signed in', () => {
  it('reads the signed-in admin', async () => {
    await pact
      .addInteraction()
      .given('an admin is signed in')
      .uponReceiving("a request for the signed-in user, with an admin's session")
      .withRequest(...requestOf('authUser'))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ kind: 'admin' }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, fetchAuthUser)).toEqual({ kind: 'admin' });
      });
  });

  it('reads nobody from the 401 of a visitor without a session', async () => {
    await pact
      .addInteraction()
      .given('nobody is signed in')
      .uponReceiving('a request for the signed-in user, without a session')
      .withRequest(...requestOf('authUser'))
      .willRespondWith(401, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'Unauthorized', message: like('Authentication required') } }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, fetchAuthUser)).toBeNull();
      });
  });
});
