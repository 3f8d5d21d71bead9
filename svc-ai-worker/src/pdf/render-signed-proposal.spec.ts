import { proposalTotals, RenderSignedProposalJob, type ProposalItem, type ProposalTerms } from '@biz/contracts';
import { pdfText } from '@biz/server-kit/testing';
import { renderSignedProposalHandler } from './render-signed-proposal.handler';

const items: ProposalItem[] = [
  { title: 'Missed-call <text> back', setupCents: 120_000 },
  { title: 'Review requests', setupCents: 45_000 },
];
const terms: ProposalTerms = { kind: 'setup', depositPercent: 40 };
const hash = 'ab'.repeat(32);

it('prints the proposal as sent, then who signed it, when in the agency\'s zone, from where, and the document\'s SHA-256', async () => {
  const payload = RenderSignedProposalJob.schema.parse({
    document: {
      proposalId: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f',
      version: 2,
      agencyName: 'BizAutomate',
      businessName: 'Glow Med Spa',
      contactEmail: 'owner@glowmedspa.com',
      items,
      terms,
      figures: proposalTotals({ items, terms }),
      message: 'As discussed on our call.',
      validUntil: '2026-12-21',
      sentAt: '2026-12-07T15:00:00.000Z',
    },
    documentHash: hash,
    signature: { signerName: 'Ana Silva', at: '2026-12-07T23:13:00.000Z', address: '203.0.113.9', userAgent: 'Mozilla/5.0 Test', documentHash: hash },
    timeZone: 'America/New_York',
  });
  const { pdfBase64 } = await renderSignedProposalHandler().handle(payload, { jobId: 'signed-1', attempt: 1 });
  const { pageTexts } = await pdfText(Buffer.from(pdfBase64, 'base64'));
  const text = pageTexts.join('\n');
  for (const part of ['Proposal, version 2', 'Glow Med Spa', 'Missed-call <text> back', '$1,200.00', 'Due on acceptance (40% deposit)', '$660.00', 'Ana Silva', 'December 7, 2026 at 6:13 PM EST', '203.0.113.9', 'Mozilla/5.0 Test', hash]) {
    expect(text).toContain(part);
  }
});
