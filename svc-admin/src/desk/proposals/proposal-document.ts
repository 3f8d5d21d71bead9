import { proposalTotals, type ProposalDocument, type ProposalFigures, type ProposalItem, type ProposalTerms } from '@biz/contracts';
import canonicalize from 'canonicalize';
import { createHash } from 'node:crypto';

/** Every figure of a proposal's items and terms, by the one price story (decision 064). */
export const figuresOf = (items: readonly ProposalItem[], terms: ProposalTerms): ProposalFigures => proposalTotals({ items, terms });

/**
 * What a signature names: the SHA-256 (hex) of the document's RFC 8785 canonical JSON, so the same document
 * always hashes the same, whatever order its keys were stored or read in (Postgres's jsonb reorders them).
 */
export const documentHashOf = (document: ProposalDocument): string => createHash('sha256').update(canonicalize(document)!, 'utf8').digest('hex');
