import { PACT_DIR } from '@biz/contracts/testing';
import { failureOf, requestOf, withBrowserOrigin } from '@biz/ui-kit/jest/pact-browser-fetch';
import { at, calendarDay, jsonHeaders } from '@biz/contracts/testing/pact';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { acceptProposal, declineProposal, fetchProposalByLink } from './proposal-api';

// The proposal page's calls of mfe-client. The token and the document's hash exist only in the provider's
// run (a signed link, the SHA-256 of a document it froze), so its states give them.
const pact = new PactV4({ consumer: 'mfe-client', provider: 'svc-admin', dir: PACT_DIR, logLevel: 'warn' });
const { eachLike, fromProviderState, integer, like, regex, uuid } = MatchersV3;

const SENT = 'Glow Med Spa was emailed the link to its proposal, priced as setup with a deposit';
const PAST_ITS_DAYS = "Glow Med Spa's emailed proposal is past its last day";
const TOKEN = 'eyJwIjoicHJvcG9zYWwifQ.q7Zr2Wc9XyLpA1bN3mK8vQq7Zr2Wc9XyLpA1bN3mK8v';
const HASH = '9f2c4e1a7b3d5f6e8a0c2e4f6a8b0d2e4f6a8c0e2b4d6f8a0c2e4f6a8b0d2e4f';
const hash = regex('^[0-9a-f]{64}$', HASH);

const document = {
  proposalId: uuid('2b7e9c4d-1f3a-4c5e-8d7f-9a0b1c2d3e4f'),
  version: integer(1),
  agencyName: like('BizAutomate'),
  businessName: like('Glow Med Spa'),
  contactEmail: like('owner@glowmedspa.com'),
  items: eachLike({ title: like('Missed-call text back'), setupCents: integer(120_000) }),
  terms: { kind: 'setup', depositPercent: integer(50) },
  figures: { setupCents: integer(120_000), plan: like('Starter'), monthlyCents: integer(9_900), dueOnAcceptanceCents: integer(60_000), balanceCents: integer(60_000), firstYearCents: integer(238_800) },
  message: like('Built in two weeks.'),
  validUntil: calendarDay('2026-12-12'),
  sentAt: at('2026-11-28T10:00:00.000Z'),
};
const publicProposal = (status: 'sent' | 'accepted' | 'declined', answer: Record<string, unknown>) => ({ status, document, documentHash: hash, signature: null, declinedAt: null, ...answer });

describe('mfe-client → svc-admin: the proposal page', () => {
  it("opens a sent proposal with the emailed link's token", async () => {
    await pact
      .addInteraction()
      .given(SENT)
      .uponReceiving("a proposal opened with its link's token")
      .withRequest(...requestOf('proposalByLink'), (request) => request.jsonBody({ token: fromProviderState('${token}', TOKEN) }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(publicProposal('sent', {})))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => fetchProposalByLink(TOKEN))).document.businessName).toBe('Glow Med Spa');
      });
  });

  it('signs it by the typed name over the hash of the document shown', async () => {
    await pact
      .addInteraction()
      .given(SENT)
      .uponReceiving('a proposal accepted by a typed name over its hash')
      .withRequest(...requestOf('acceptProposal'), (request) =>
        request.jsonBody({ token: fromProviderState('${token}', TOKEN), signerName: 'Ana Silva', agree: true, documentHash: fromProviderState('${documentHash}', HASH) }),
      )
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(publicProposal('accepted', { signature: { signerName: 'Ana Silva', at: at('2026-11-29T09:30:00.000Z') } })))
      .executeTest(async ({ url }) => {
        const accepted = await withBrowserOrigin(url, () => acceptProposal({ token: TOKEN, signerName: 'Ana Silva', agree: true, documentHash: HASH }));
        expect(accepted.signature?.signerName).toBe('Ana Silva');
      });
  });

  it('declines it with a reason', async () => {
    await pact
      .addInteraction()
      .given(SENT)
      .uponReceiving('a proposal declined with a reason')
      .withRequest(...requestOf('declineProposal'), (request) => request.jsonBody({ token: fromProviderState('${token}', TOKEN), reason: 'We chose to wait a year.' }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(publicProposal('declined', { declinedAt: at('2026-11-29T09:30:00.000Z') })))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => declineProposal(TOKEN, 'We chose to wait a year.'))).status).toBe('declined');
      });
  });

  it('reads the 410 of a link past its last day, which the page shows with its message', async () => {
    await pact
      .addInteraction()
      .given(PAST_ITS_DAYS)
      .uponReceiving('a proposal opened after its last day')
      .withRequest(...requestOf('proposalByLink'), (request) => request.jsonBody({ token: fromProviderState('${token}', TOKEN) }))
      .willRespondWith(410, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'ProposalLinkExpired', message: like('This proposal has expired. Please ask us for a new one.') } }))
      .executeTest(async ({ url }) => {
        expect(await failureOf(withBrowserOrigin(url, () => fetchProposalByLink(TOKEN)))).toMatch(/^410: /);
      });
  });
});
