import { DeskSearchKind } from '@biz/contracts';
import { BUSINESS_ID, exampleIntake, PACT_DIR } from '@biz/contracts/testing';
import { at, jsonHeaders } from '@biz/contracts/testing/pact';
import { requestOf, withBrowserOrigin } from '@biz/ui-kit/jest/pact-browser-fetch';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { fetchDeskSearch } from './desk-search-api';

const pact = new PactV4({ consumer: 'mfe-admin', provider: 'svc-admin', dir: PACT_DIR, logLevel: 'warn' });
const { boolean, eachLike, like, uuid } = MatchersV3;

// The fixture business, made by visitors through svc-intake; its id is the provider's.
const CLIENT = 'Glow Med Spa chose one workflow and paid a starter sprint';
// Whatever else the state wrote may be found too (an email naming the business): each other group holds any number of hits.
const anyHits = (kind: DeskSearchKind) => eachLike({ kind, id: like('a-hit-id'), recordId: uuid(BUSINESS_ID), businessName: like(exampleIntake.businessName), title: like('A title'), snippet: like('Words around what was found'), at: at('2026-11-22T08:00:00.000Z') }, 0);

describe('mfe-admin → svc-admin (the search box)', () => {
  it('searches the desk and reads its hits by kind', async () => {
    await pact
      .addInteraction()
      .given('an admin is signed in')
      .given(CLIENT)
      .uponReceiving('a search of the desk for "glow med"')
      .withRequest(...requestOf('deskSearch'), (request) => request.query({ q: 'glow med' }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({
          groups: DeskSearchKind.options.map((kind) =>
            kind === 'business'
              ? { kind, available: boolean(true), partial: boolean(false), hits: eachLike({ kind, id: uuid(BUSINESS_ID), recordId: uuid(BUSINESS_ID), businessName: like(exampleIntake.businessName), title: like(exampleIntake.businessName), snippet: like(exampleIntake.contactEmail), at: null }) }
              : { kind, available: boolean(true), partial: boolean(false), hits: anyHits(kind) },
          ),
        }),
      )
      .executeTest(async ({ url }) => {
        const { groups } = await withBrowserOrigin(url, () => fetchDeskSearch('glow med'));
        expect(groups.map((group) => group.kind)).toEqual(DeskSearchKind.options);
        expect(groups[0].hits).toEqual([{ kind: 'business', id: BUSINESS_ID, recordId: BUSINESS_ID, businessName: exampleIntake.businessName, title: exampleIntake.businessName, snippet: exampleIntake.contactEmail, at: null }]);
      });
  });
});
