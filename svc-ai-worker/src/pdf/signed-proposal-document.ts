import { dayInWords, formatUsd, proposalFigureLines, signedAtInWords, type SignedProposalPdfInput } from '@biz/contracts';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

const brand = '#1d4ed8';
const muted = '#64748b';
const line = '#e2e8f0';
const tableLayout = { hLineColor: () => line, vLineWidth: () => 0, paddingTop: () => 5, paddingBottom: () => 5 };
const th = (text: string, right = false): TableCell => ({ text, bold: true, fontSize: 8, color: muted, alignment: right ? 'right' : 'left' });

/** The agency's day an instant falls on, 'YYYY-MM-DD' (en-CA writes dates so). */
const dayIn = (at: string, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at));

/** A labelled line of the signature block. */
const fact = (label: string, value: string): TableCell[] => [{ text: label, color: muted }, { text: value }];

/**
 * A proposal as the client signed it (decision 066): the document as sent (items, figures, message,
 * validity), then the signature block (the typed name, when in the agency's zone and UTC, the address and
 * browser it came from, and the SHA-256 of the document). Every text is the payload's, placed as text.
 */
export function signedProposalDocument({ document, documentHash, signature, timeZone }: SignedProposalPdfInput): TDocumentDefinitions {
  const items: Content = {
    table: {
      headerRows: 1,
      widths: ['*', 90],
      body: [[th('Automation'), th('Setup', true)], ...document.items.map((item): TableCell[] => [{ text: item.title }, { text: formatUsd(item.setupCents), alignment: 'right' }])],
    },
    layout: tableLayout,
    margin: [0, 0, 0, 12],
  };
  const figures: Content = {
    table: { widths: [170, '*'], body: proposalFigureLines(document).map(({ label, value }): TableCell[] => [{ text: label, color: muted }, { text: value, bold: true }]) },
    layout: 'noBorders',
    margin: [0, 0, 0, 16],
  };
  return {
    info: { title: `Proposal ${document.version} for ${document.businessName}, signed`, author: document.agencyName, subject: 'Signed proposal' },
    pageSize: 'LETTER',
    pageMargins: [54, 64, 54, 60],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.3, color: '#0f172a' },
    footer: (page, pages) => ({ columns: [{ text: `SHA-256 ${documentHash}`, color: muted }, { text: `Page ${page} of ${pages}`, alignment: 'right', color: muted }], margin: [54, 20, 54, 0], fontSize: 7 }),
    content: [
      { text: document.agencyName, color: brand, bold: true, fontSize: 12, margin: [0, 0, 0, 24] },
      { text: `Proposal, version ${document.version}`, fontSize: 8, color: muted },
      { text: document.businessName, fontSize: 24, bold: true, margin: [0, 2, 0, 4] },
      { text: `For ${document.contactEmail} · sent ${dayInWords(dayIn(document.sentAt, timeZone))} · valid until ${dayInWords(document.validUntil)}`, color: muted, margin: [0, 0, 0, 16] },
      ...(document.message ? [{ text: document.message, margin: [0, 0, 0, 16] } as Content] : []),
      { text: 'What we set up', fontSize: 14, bold: true, color: brand, margin: [0, 0, 0, 8] },
      items,
      figures,
      { text: 'Signature', fontSize: 14, bold: true, color: brand, margin: [0, 0, 0, 8] },
      {
        table: {
          widths: [120, '*'],
          body: [
            fact('Signed by', signature.signerName),
            fact('Signed on', `${signedAtInWords(signature.at, timeZone)} (${signature.at})`),
            fact('From address', signature.address),
            fact('Browser', signature.userAgent ?? 'Not given'),
            fact('Document SHA-256', documentHash),
          ],
        },
        layout: tableLayout,
        margin: [0, 0, 0, 12],
      },
      {
        text: `${signature.signerName} accepted this proposal by typing their name and agreeing to it on the page its emailed link opened. The SHA-256 above is that of the exact document shown to them, in its canonical JSON (RFC 8785).`,
        color: muted,
        fontSize: 8,
      },
    ],
  };
}
