import { DESK_SEARCH_GROUP_LIMIT, DeskSearchKind, phoneDigitsOf, searchWordsOf, type DeskSearchGroup, type DeskSearchHit, type DeskSearchResponse } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PortalFacade } from '../../portal/portal-facade';
import { BILLING, INTAKE } from '../../shared/contexts/context-clients.module';
import { DeskTextSearchRepository } from './desk-text-search.repository';

/** How long one search waits for every context: past it, a context's group is "not available". */
export const DESK_SEARCH_DEADLINE = Symbol('DESK_SEARCH_DEADLINE');

/** What a part of the search found, or that it did not answer in time (or failed). */
type Found = { hits: DeskSearchHit[]; partial?: boolean } | undefined;
interface CallOptions {
  requestId: string;
  signal: AbortSignal;
}

/**
 * One search across the desk, fanned out at once: svc-intake (businesses by name, email or domain),
 * svc-billing (by the phone a lead last gave at a checkout, then its business from svc-intake), the
 * portal (tickets) and the desk's own texts (notes, emails, calls, onboarding answers). Each answers within
 * the one deadline or its group says it is not available: a slow context never makes the search fail.
 */
@Injectable()
export class DeskSearchService {
  private readonly log = new Logger(DeskSearchService.name);

  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(BILLING) private readonly billing: InternalClient,
    @Inject(DeskTextSearchRepository) private readonly texts: DeskTextSearchRepository,
    @Inject(PortalFacade) private readonly portal: PortalFacade,
    @Inject(DESK_SEARCH_DEADLINE) private readonly deadlineMs: number,
  ) {}

  async search(q: string, requestId: string): Promise<DeskSearchResponse> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.deadlineMs);
    const expired = new Promise<undefined>((resolve) => deadline.signal.addEventListener('abort', () => resolve(undefined), { once: true }));
    const within = <T>(part: string, work: () => Promise<T>): Promise<T | undefined> =>
      Promise.race([
        work().catch((error: unknown) => {
          this.log.warn(`search: ${part} failed: ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        }),
        expired,
      ]);
    const opts = { requestId, signal: deadline.signal };
    // A search of punctuation only has no words to look for in texts.
    const words = searchWordsOf(q).length > 0;
    const none = async (): Promise<Found> => ({ hits: [] });
    // The texts' businesses are named as soon as the texts are found, while svc-intake may still be searching names.
    const namedTexts = async () => {
      const texts = await Promise.all([
        within('tickets', words ? () => this.tickets(q, opts) : none),
        within('emails', words ? async () => ({ hits: await this.texts.emails(q) }) : none),
        within('notes', words ? async () => ({ hits: await this.texts.notes(q) }) : none),
        within('calls', words ? async () => ({ hits: await this.texts.calls(q) }) : none),
        within('onboarding', words ? async () => ({ hits: await this.texts.onboardingAnswers(q) }) : none),
      ]);
      const unnamed = texts.flatMap((group) => group?.hits ?? []).filter((hit) => hit.businessName === null);
      const businesses = await within('names', () => this.businessesOfRecords(unnamed.map((hit) => hit.recordId), opts));
      for (const hit of unnamed) Object.assign(hit, businesses?.get(hit.recordId));
      return texts;
    };
    try {
      const [byName, texts] = await Promise.all([within('businesses', () => this.businesses(q, opts)), namedTexts()]);
      const found: Found[] = [byName, ...texts];
      return { groups: DeskSearchKind.options.map((kind, i): DeskSearchGroup => ({ kind, available: found[i] !== undefined, partial: found[i]?.partial ?? false, hits: found[i]?.hits ?? [] })) };
    } finally {
      clearTimeout(timer);
      deadline.abort();
    }
  }

  /** svc-intake's businesses by name, email or domain; with a search that looks like a phone number, those whose lead's phone holds its digits after them (partial when billing did not answer). */
  private async businesses(q: string, opts: CallOptions): Promise<Found> {
    const digits = phoneDigitsOf(q);
    const [byName, byPhone] = await Promise.all([this.intake.call('searchBusinesses', { query: { q } }, opts), digits ? this.byPhone(digits, opts).catch(() => undefined) : []]);
    const hits: DeskSearchHit[] = byName.businesses.map((b) => ({ kind: 'business', id: b.businessId, recordId: b.businessId, businessName: b.businessName, title: b.businessName, snippet: b.contactEmail, at: null }));
    for (const hit of byPhone ?? []) if (!hits.some((h) => h.id === hit.id)) hits.push(hit);
    return { hits: hits.slice(0, DESK_SEARCH_GROUP_LIMIT), partial: byPhone === undefined };
  }

  private async byPhone(digits: string, opts: CallOptions): Promise<DeskSearchHit[]> {
    const { leads } = await this.billing.call('searchLeadPhones', { query: { digits } }, opts);
    const businesses = await this.businessesOf(leads.map((lead) => lead.email), opts);
    return leads.flatMap((lead) => {
      const business = businesses.get(lead.email.toLowerCase());
      return business ? [{ kind: 'business' as const, id: business.businessId, recordId: business.businessId, businessName: business.businessName, title: business.businessName, snippet: `Phone ${lead.phone}`, at: null }] : [];
    });
  }

  /** The portal's tickets, each opening the business its account is linked to, else the one of its address (none: the ticket has no record to open). */
  private async tickets(q: string, opts: CallOptions): Promise<Found> {
    const tickets = await this.portal.searchTickets(q);
    const unlinked = tickets.filter((t) => !t.linkedSubmissionId).map((t) => t.accountEmail);
    const businesses = await this.businessesOf(unlinked, opts);
    const hits = tickets.flatMap((t): DeskSearchHit[] => {
      const recordId = t.linkedSubmissionId ?? businesses.get(t.accountEmail.toLowerCase())?.businessId;
      return recordId ? [{ kind: 'ticket', id: t.id, recordId, businessName: null, title: t.subject, snippet: t.snippet, at: t.lastActivityAt }] : [];
    });
    return { hits };
  }

  /**
   * The business of each record id a text was found under (a submission's or a business's: svc-intake is
   * asked both ways at once, and leaves unknown ids out of each answer), as the hit's new `recordId` (the
   * business's own address) and `businessName`. A hit not named in time stays unnamed, never dropped.
   */
  private async businessesOfRecords(recordIds: string[], opts: CallOptions): Promise<Map<string, Pick<DeskSearchHit, 'recordId' | 'businessName'>>> {
    const businesses = new Map<string, Pick<DeskSearchHit, 'recordId' | 'businessName'>>();
    const ids = [...new Set(recordIds)];
    if (!ids.length) return businesses;
    const [bySubmission, byBusiness] = await Promise.all([this.intake.call('submissionsById', { body: { ids } }, opts), this.intake.call('lookupBusinesses', { body: { ids } }, opts)]);
    for (const s of bySubmission.submissions) businesses.set(s.id, { recordId: s.businessId, businessName: s.businessName });
    for (const b of byBusiness.businesses) businesses.set(b.businessId, { recordId: b.businessId, businessName: b.businessName });
    return businesses;
  }

  /** The business of each address (lower-cased), by its newest submission. */
  private async businessesOf(emails: string[], opts: CallOptions): Promise<Map<string, { businessId: string; businessName: string }>> {
    const businesses = new Map<string, { businessId: string; businessName: string }>();
    if (!emails.length) return businesses;
    const { submissions } = await this.intake.call('submissionsByEmail', { body: { emails } }, opts);
    for (const s of submissions) if (!businesses.has(s.contactEmail.toLowerCase())) businesses.set(s.contactEmail.toLowerCase(), { businessId: s.businessId, businessName: s.businessName });
    return businesses;
  }
}
