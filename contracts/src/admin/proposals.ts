import { z } from 'zod';
import { Cents, EntityId, nonBlank } from '../common';
import { PackageName } from '../lockin/packages';
import { Packages } from '../lockin/package-catalog';
import { SubscriptionPlanName } from '../billing/subscription-plans';
import { AgencyActor } from './agency-actor';
import { CalendarDay } from './follow-ups';
import { PROPOSAL_LINK_PATH } from '../pages/page-paths';
import { businessFileStem } from './submission-records';

// A proposal (decision 066): the agency's priced offer to one business, versioned, sent by link, and
// accepted by the client typing its name over the SHA-256 of the exact document it was shown.

export const PROPOSAL_ITEMS_MAX = 20;
export const PROPOSAL_ITEM_TITLE_MAX = 200;
/** The most one item's setup may cost: $100,000. */
export const PROPOSAL_ITEM_SETUP_MAX_CENTS = 10_000_000;
export const PROPOSAL_MESSAGE_MAX = 2000;
/** How long a new draft stays open, and the most a proposal may be, in days after today. */
export const PROPOSAL_VALID_DAYS = { default: 14, max: 90 } as const;
export const DEPOSIT_PERCENT_DEFAULT = 50;
export const SIGNER_NAME_MAX = 120;
export const DECLINE_REASON_MAX = 1000;

export const ProposalStatuses = ['draft', 'sent', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export const ProposalStatus = z.enum(ProposalStatuses);
export type ProposalStatus = z.infer<typeof ProposalStatus>;
export const ProposalStatusLabel: Record<ProposalStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

/** One automation the proposal sets up, at the price the agency gives it (the catalog's, to start with). */
export const ProposalItem = z.object({
  title: nonBlank('Name the automation', PROPOSAL_ITEM_TITLE_MAX).transform((title) => title.trim()),
  setupCents: Cents.max(PROPOSAL_ITEM_SETUP_MAX_CENTS, 'At most $100,000 for one automation'),
});
export type ProposalItem = z.infer<typeof ProposalItem>;

/**
 * How the business pays (decision 064's two ways): `setup`, the items' setup with `depositPercent` of it due
 * on acceptance and the plan that runs them a month; or `sprint`, a sprint package's one price, nothing monthly.
 */
export const ProposalTerms = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('setup'), depositPercent: z.number({ error: 'Give the deposit as a percentage' }).int('Use a whole percentage').min(1, 'At least 1%').max(100, 'At most 100%') }),
  z.object({ kind: z.literal('sprint'), package: PackageName }),
]);
export type ProposalTerms = z.infer<typeof ProposalTerms>;

/** PUT /api/admin/proposals/:id: a draft as the desk's form holds it. `validUntil` is checked against the agency's today by the service. */
export const ProposalDraftRequest = z
  .object({
    items: z.array(ProposalItem).min(1, 'Propose at least one automation').max(PROPOSAL_ITEMS_MAX, `At most ${PROPOSAL_ITEMS_MAX} automations`),
    terms: ProposalTerms,
    validUntil: CalendarDay,
    message: z.string().max(PROPOSAL_MESSAGE_MAX, `At most ${PROPOSAL_MESSAGE_MAX} characters`).transform((message) => message.trim()),
  })
  .refine(({ terms, items }) => terms.kind !== 'sprint' || Packages[terms.package].automations >= items.length, {
    message: 'This sprint covers fewer automations than the proposal lists',
    path: ['terms'],
  });
export type ProposalDraftRequest = z.infer<typeof ProposalDraftRequest>;

/** Every figure of a proposal, as `proposalTotals` prices it; stored in the sent document, so it never drifts. */
export const ProposalFigures = z.object({
  setupCents: Cents,
  plan: SubscriptionPlanName.nullable(),
  monthlyCents: Cents,
  dueOnAcceptanceCents: Cents,
  balanceCents: Cents,
  firstYearCents: Cents,
});
export type ProposalFigures = z.infer<typeof ProposalFigures>;

/** The document a client reads and signs: frozen when sent; its SHA-256 (`proposalDocumentHash`) is what a signature names. */
export const ProposalDocument = z.object({
  proposalId: EntityId,
  version: z.number().int().positive(),
  agencyName: z.string(),
  businessName: z.string(),
  contactEmail: z.string(),
  items: z.array(ProposalItem),
  terms: ProposalTerms,
  figures: ProposalFigures,
  message: z.string(),
  validUntil: CalendarDay,
  sentAt: z.iso.datetime({ offset: true }),
});
export type ProposalDocument = z.infer<typeof ProposalDocument>;

/** A SHA-256, hex. */
export const DocumentHash = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex');

const at = z.iso.datetime({ offset: true });

/** The typed-name signature: who typed what, when, from where, over which document. */
export const ProposalSignature = z.object({ signerName: z.string(), at, address: z.string(), userAgent: z.string().nullable(), documentHash: DocumentHash });
export type ProposalSignature = z.infer<typeof ProposalSignature>;

/** A proposal as the desk sees it. */
export const Proposal = z.object({
  id: EntityId,
  businessId: EntityId,
  submissionId: EntityId,
  version: z.number().int().positive(),
  status: ProposalStatus,
  items: z.array(ProposalItem),
  terms: ProposalTerms,
  figures: ProposalFigures,
  validUntil: CalendarDay,
  message: z.string(),
  createdAt: at,
  createdBy: AgencyActor,
  sentAt: at.nullable(),
  documentHash: DocumentHash.nullable(),
  signature: ProposalSignature.nullable(),
  /** When it was declined, expired or withdrawn, and why (the client's words, or the desk's). */
  closed: z.object({ at, reason: z.string().nullable() }).nullable(),
});
export type Proposal = z.infer<typeof Proposal>;

export const ProposalsResponse = z.object({ proposals: z.array(Proposal) });
export type ProposalsResponse = z.infer<typeof ProposalsResponse>;

export const ProposalIdParams = z.object({ id: EntityId });

/** POST /api/admin/proposals/:id/send: the emailed link and when it stops opening. */
export const SendProposalResponse = z.object({ proposal: Proposal, emailId: EntityId, linkExpiresAt: at });
export type SendProposalResponse = z.infer<typeof SendProposalResponse>;

/** File name of a signed proposal's PDF: "glow-med-spa-proposal-2-signed.pdf". */
export const signedProposalFileName = (businessName: string, version: number) => `${businessFileStem(businessName)}-proposal-${version}-signed.pdf`;

export const proposalLinkUrl = (publicUrl: string, token: string) => `${new URL(PROPOSAL_LINK_PATH, publicUrl).toString()}?token=${encodeURIComponent(token)}`;

/** The emailed link's signed token: the only credential of the public proposal page. */
export const ProposalLinkToken = z.string().min(10).max(1000);
export const ProposalByLinkRequest = z.object({ token: ProposalLinkToken });
export type ProposalByLinkRequest = z.infer<typeof ProposalByLinkRequest>;

/** What the client's page shows: the document as sent, its hash, and where it stands. */
export const PublicProposal = z.object({
  status: z.enum(['sent', 'accepted', 'declined']),
  document: ProposalDocument,
  documentHash: DocumentHash,
  signature: ProposalSignature.pick({ signerName: true, at: true }).nullable(),
  declinedAt: at.nullable(),
});
export type PublicProposal = z.infer<typeof PublicProposal>;

/** POST /api/proposals/accept: the typed name, the box ticked, and the hash of the document the page showed. */
export const AcceptProposalRequest = z.object({
  token: ProposalLinkToken,
  signerName: nonBlank('Type your full name to sign', SIGNER_NAME_MAX).transform((name) => name.trim().replace(/\s+/g, ' ')),
  agree: z.literal(true, { error: 'Tick the box to agree to the proposal' }),
  documentHash: DocumentHash,
});
export type AcceptProposalRequest = z.infer<typeof AcceptProposalRequest>;

/** POST /api/proposals/decline: the reason is optional, in the client's words. */
export const DeclineProposalRequest = z.object({
  token: ProposalLinkToken,
  reason: z.string().max(DECLINE_REASON_MAX, `At most ${DECLINE_REASON_MAX} characters`).transform((reason) => reason.trim() || null).nullable().default(null),
});
export type DeclineProposalRequest = z.infer<typeof DeclineProposalRequest>;
