import { PLAN_PDF_CONTENT_TYPE, ProposalStatuses, type ProposalDraftRequest } from '@biz/contracts';
import { PACT_DIR, SUBMISSION_ID } from '@biz/contracts/testing';
import { at, calendarDay, jsonHeaders, oneOf, PDF_EXAMPLE } from '@biz/contracts/testing/pact';
import { failureOf, requestFromState, withBrowserOrigin } from '@biz/ui-kit/jest/pact-browser-fetch';
import { fetchFile } from '../api/endpoint-calls';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { draftProposal, fetchBusinessProposals, sendProposal, updateProposal, withdrawProposal } from './proposals-api';

// A business's proposals, as the record's Proposals section calls them (decision 066).
const pact = new PactV4({ consumer: 'mfe-admin', provider: 'svc-admin', dir: PACT_DIR, logLevel: 'warn' });
const { eachLike, fromProviderState, integer, like, nullValue, regex, uuid } = MatchersV3;

const SIGNED_IN = 'an admin is signed in';
// Another business than the fixture, with a plan of one workflow: its submission's id.
const ANOTHER_BUSINESS = 'another business chose one workflow';
// The same business, sent version 1 of a proposal: its submission's id.
const PROPOSED_BUSINESS = 'another business was sent a proposal';
// The same business with a draft of version 1 (nothing sent): the draft's id, and a day it may be valid until (ten days on).
const DRAFT = "another business's proposal is a draft";
// The same business signed version 1, and the worker that prints it runs: the proposal's id.
const ACCEPTED = "another business accepted its proposal, and the worker renders documents";
const PROPOSAL_ID = '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f';

const figuresShape = { setupCents: integer(90_000), plan: like('Starter'), monthlyCents: integer(9700), dueOnAcceptanceCents: integer(45_000), balanceCents: integer(45_000), firstYearCents: integer(206_400) };
const proposalShape = (status: string, sent: boolean) => ({
  id: uuid(PROPOSAL_ID),
  businessId: uuid(),
  submissionId: uuid(),
  version: integer(1),
  status: oneOf(ProposalStatuses, status),
  items: eachLike({ title: like('Missed-call text back'), setupCents: integer(90_000) }),
  terms: { kind: 'setup', depositPercent: integer(50) },
  figures: figuresShape,
  validUntil: calendarDay('2026-12-21'),
  message: like(''),
  createdAt: at('2026-12-07T10:00:00.000Z'),
  createdBy: { kind: 'bootstrap-owner' },
  sentAt: sent ? at('2026-12-07T10:05:00.000Z') : nullValue(),
  documentHash: sent ? regex('^[0-9a-f]{64}$', 'a'.repeat(64)) : nullValue(),
  signature: null,
  closed: null,
});
const changed: ProposalDraftRequest = { items: [{ title: 'Missed-call text back', setupCents: 120_000 }], terms: { kind: 'setup', depositPercent: 30 }, validUntil: '2026-12-17', message: 'Built in two weeks.' };

describe("mfe-admin → svc-admin: a business's proposals", () => {
  it("reads a business's proposals, newest version first", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(PROPOSED_BUSINESS)
      .uponReceiving("a request for another business's proposals")
      .withRequest(...requestFromState('businessProposals', { id: SUBMISSION_ID }))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ proposals: eachLike(proposalShape('sent', true)) }))
      .executeTest(async ({ url }) => {
        const { proposals } = await withBrowserOrigin(url, () => fetchBusinessProposals(SUBMISSION_ID));
        expect(proposals[0]).toMatchObject({ version: 1, status: 'sent', terms: { kind: 'setup' } });
      });
  });

  it("drafts a proposal from the business's plan", async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(ANOTHER_BUSINESS)
      .uponReceiving("a new proposal drafted from another business's plan")
      .withRequest(...requestFromState('draftProposal', { id: SUBMISSION_ID }), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody(proposalShape('draft', false)))
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => draftProposal(SUBMISSION_ID))).toMatchObject({ status: 'draft', sentAt: null });
      });
  });

  it('changes a draft, sends it, and withdraws one', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(DRAFT)
      .uponReceiving("a change of a proposal's draft")
      .withRequest(...requestFromState('updateProposal', { id: PROPOSAL_ID }), (request) => request.jsonBody({ ...changed, validUntil: fromProviderState('${validUntil}', changed.validUntil) }))
      .willRespondWith(200, (response) =>
        response.headers(jsonHeaders).jsonBody({ ...proposalShape('draft', false), items: [{ title: 'Missed-call text back', setupCents: 120_000 }], terms: { kind: 'setup', depositPercent: 30 }, message: 'Built in two weeks.' }),
      )
      .executeTest(async ({ url }) => {
        expect(await withBrowserOrigin(url, () => updateProposal(PROPOSAL_ID, changed))).toMatchObject({ message: 'Built in two weeks.', terms: { depositPercent: 30 } });
      });
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(DRAFT)
      .uponReceiving('a draft proposal sent to the client')
      .withRequest(...requestFromState('sendProposal', { id: PROPOSAL_ID }), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ proposal: proposalShape('sent', true), emailId: uuid(), linkExpiresAt: at('2026-12-22T05:00:00.000Z') }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => sendProposal(PROPOSAL_ID))).proposal.status).toBe('sent');
      });
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(DRAFT)
      .uponReceiving('a draft proposal withdrawn')
      .withRequest(...requestFromState('withdrawProposal', { id: PROPOSAL_ID }), (request) => request.jsonBody({}))
      .willRespondWith(200, (response) => response.headers(jsonHeaders).jsonBody({ ...proposalShape('withdrawn', false), closed: { at: at('2026-12-07T10:06:00.000Z'), reason: like('Withdrawn by the agency') } }))
      .executeTest(async ({ url }) => {
        expect((await withBrowserOrigin(url, () => withdrawProposal(PROPOSAL_ID))).status).toBe('withdrawn');
      });
  });

  it('downloads an accepted proposal as signed, and is refused one not signed', async () => {
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(ACCEPTED)
      .uponReceiving('a download of a signed proposal')
      .withRequest(...requestFromState('signedProposalPdf', { id: PROPOSAL_ID }))
      .willRespondWith(200, (response) =>
        response
          .headers({ 'Content-Disposition': regex('^attachment; filename="[a-z0-9-]+-proposal-\\d+-signed\\.pdf"$', 'attachment; filename="other-salon-proposal-1-signed.pdf"') })
          // A binary body is matched on its content type: the verifier sniffs the provider's bytes for a PDF.
          .body(PLAN_PDF_CONTENT_TYPE, PDF_EXAMPLE),
      )
      .executeTest(async ({ url }) => {
        const { blob, fileName } = await withBrowserOrigin(url, () => fetchFile('signedProposalPdf', { params: { id: PROPOSAL_ID } }, 'fallback.pdf'));
        expect(fileName).toBe('other-salon-proposal-1-signed.pdf');
        expect(Buffer.from(await blob.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      });
    await pact
      .addInteraction()
      .given(SIGNED_IN)
      .given(DRAFT)
      .uponReceiving('a download of a proposal not signed')
      .withRequest(...requestFromState('signedProposalPdf', { id: PROPOSAL_ID }))
      .willRespondWith(409, (response) => response.headers(jsonHeaders).jsonBody({ error: { code: 'ProposalNotSigned', message: like('This proposal is not signed: only an accepted proposal prints as signed.') } }))
      .executeTest(async ({ url }) => {
        expect(await failureOf(withBrowserOrigin(url, () => fetchFile('signedProposalPdf', { params: { id: PROPOSAL_ID } }, 'fallback.pdf')))).toMatch(/^409: /);
      });
  });
});
