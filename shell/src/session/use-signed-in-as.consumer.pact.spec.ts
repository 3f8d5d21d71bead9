import { PACT_DIR } from '@biz/contracts/testing';
import { jsonHeaders } from '@biz/contracts/testing/pact';
import { requestOf, withBrowserOrigin } from '@biz/ui-kit/jest/pact-browser-fetch';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { fetchSignedInAs } from './use-signed-in-as';

// The header asks svc-admin (identity) who is signed in: the portal's link for a client, the desk's for an admin.
const pact = new PactV4({ consumer: 'shell', provider: 'svc-admin', dir: PACT_DIR, logLevel: 'warn' });
const { like, uuid } = MatchersV3;

describe('shell → svc-admin: who the header is for', () => {
  it('reads a signed-in client', async () => {
    await pact
      .addInteraction()
      .given('the client of Glow Med Spa, which chose one workflow, is signed in')
      .uponReceiving("a request for the signed-in user, with a client's session")
      .withRequest(...requestOf('authUser'))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ kind: 'client', accountId: uuid('8f14e45f-ceea-467f-a0e6-1c2b3d4e5f60') }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => fetchSignedInAs())).toBe('client');
      });
  });

  it('reads a signed-in admin', async () => {
    await pact
      .addInteraction()
      .given('an admin is signed in')
      .uponReceiving("a request for the signed-in user from the header, with an admin's session")
      .withRequest(...requestOf('authUser'))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ kind: 'admin' }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => fetchSignedInAs())).toBe('admin');
      });
  });

  it('reads nobody from the 401 of a visitor without a session', async () => {
    await pact
      .addInteraction()
      .given('nobody is signed in')
      .uponReceiving('a request for the signed-in user from the header, without a session')
      .withRequest(...requestOf('authUser'))
      .willRespondWith(401, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'Unauthorized', message: like('Authentication required') } }))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => fetchSignedInAs())).toBeNull();
      });
  });
});
