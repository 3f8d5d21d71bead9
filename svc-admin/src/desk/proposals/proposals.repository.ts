import type { ProposalDocument, ProposalItem, ProposalTerms } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { SharedDb } from '../../shared/shared-db';
import type { DeskDb } from '../desk-db';

type Db = DeskDb & SharedDb;

/** A draft's fields as the desk writes them. */
export interface DraftFields {
  items: ProposalItem[];
  terms: ProposalTerms;
  validUntil: string;
  message: string;
}

/** The typed-name signature as the public page gives it. */
export interface SignatureFields {
  signerName: string;
  address: string;
  userAgent: string | null;
  documentHash: string;
}

const withCreator = (db: Kysely<Db>) =>
  db.selectFrom('proposals as p').leftJoin('staff_accounts as creator', 'creator.id', 'p.created_by').selectAll('p').select('creator.name as created_by_name');
export type ProposalRow = Awaited<ReturnType<ReturnType<typeof withCreator>['executeTakeFirstOrThrow']>>;

/** The reason a sent version is withdrawn when a later one is sent: its link says it was replaced. */
export const replacedBy = (version: number) => `${REPLACED} ${version}`;
const REPLACED = 'Replaced by version';
export const isReplaced = (reason: string | null) => reason?.startsWith(REPLACED) ?? false;

/** Postgres's unique violation: a second draft (or a second version number) for one business. */
export const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/** The only SQL on `proposals`. Every change of status is one guarded statement, so two at once cannot both pass. */
@Injectable()
export class ProposalsRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<Db>) {}

  /** A business's proposals, by its submissions (so a business merged into another brings its proposals), newest version first. */
  ofSubmissions(submissionIds: readonly string[]): Promise<ProposalRow[]> {
    return withCreator(this.db).where('p.submission_id', 'in', submissionIds).orderBy('p.created_at', 'desc').execute();
  }

  byId(id: string): Promise<ProposalRow | undefined> {
    return withCreator(this.db).where('p.id', '=', id).executeTakeFirst();
  }

  /** The next version of the business's line; a second draft is the unique index's violation. */
  async insertDraft(businessId: string, submissionId: string, fields: DraftFields, createdBy: string | null): Promise<string> {
    const row = await this.db
      .insertInto('proposals')
      .values({
        business_id: businessId,
        submission_id: submissionId,
        version: sql<number>`(SELECT coalesce(max(version), 0) + 1 FROM proposals WHERE business_id = ${businessId})`,
        items: JSON.stringify(fields.items),
        terms: JSON.stringify(fields.terms),
        valid_until: fields.validUntil,
        message: fields.message,
        created_by: createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateDraft(id: string, fields: DraftFields): Promise<boolean> {
    const { numUpdatedRows } = await this.db
      .updateTable('proposals')
      .set({ items: JSON.stringify(fields.items), terms: JSON.stringify(fields.terms), valid_until: fields.validUntil, message: fields.message })
      .where('id', '=', id)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  /**
   * Sends a draft, and in the same transaction withdraws the version it replaces (the business's sent one).
   * The draft is locked first: a second click waits, finds it sent, and changes nothing, so it never
   * withdraws the version it just sent.
   */
  async send(id: string, document: ProposalDocument, documentHash: string, sentBy: string | null): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const draft = await tx.selectFrom('proposals').select('business_id').where('id', '=', id).where('status', '=', 'draft').forUpdate().executeTakeFirst();
      if (!draft) return false;
      await tx
        .updateTable('proposals')
        .set({ status: 'withdrawn', closed_at: sqlNow, close_reason: replacedBy(document.version) })
        .where('business_id', '=', draft.business_id)
        .where('status', '=', 'sent')
        .execute();
      await tx
        .updateTable('proposals')
        .set({ status: 'sent', sent_at: sql<Date>`${document.sentAt}::timestamptz`, sent_by: sentBy, document: JSON.stringify(document), document_hash: documentHash })
        .where('id', '=', id)
        .execute();
      return true;
    });
  }

  /** Withdraws a draft or a sent version (its link then says so). */
  async withdraw(id: string, reason: string): Promise<boolean> {
    const { numUpdatedRows } = await this.db.updateTable('proposals').set({ status: 'withdrawn', closed_at: sqlNow, close_reason: reason }).where('id', '=', id).where('status', 'in', ['draft', 'sent']).executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  /** Accepts the sent version whose document has that hash, on or before its last day (`today`, the agency's); false if it is not (any more) that. */
  async accept(id: string, today: string, { signerName, address, userAgent, documentHash }: SignatureFields): Promise<boolean> {
    const { numUpdatedRows } = await this.db
      .updateTable('proposals')
      .set({ status: 'accepted', signed_at: sqlNow, signer_name: signerName, signer_address: address, signer_agent: userAgent })
      .where('id', '=', id)
      .where('status', '=', 'sent')
      .where('document_hash', '=', documentHash)
      .where('valid_until', '>=', today)
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  async decline(id: string, reason: string | null): Promise<boolean> {
    const { numUpdatedRows } = await this.db.updateTable('proposals').set({ status: 'declined', closed_at: sqlNow, close_reason: reason }).where('id', '=', id).where('status', '=', 'sent').executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  /** Expires every sent version whose last day is before `today` (the agency's); answers them. */
  expireBefore(today: string) {
    return this.db
      .updateTable('proposals')
      .set({ status: 'expired', closed_at: sqlNow })
      .where('status', '=', 'sent')
      .where('valid_until', '<', today)
      .returning(['id', 'business_id', 'submission_id', 'version', 'valid_until'])
      .execute();
  }

  /**
   * What accepted proposals ask once (the setup, or the sprint's price), of some submissions' business or of
   * all: per business its latest accepted version only (a version revises the deal, it does not add one), and
   * the plan they run on counts as the subscription once it is paid, so no work is counted twice.
   */
  async acceptedOnce(submissionIds?: readonly string[]): Promise<number> {
    const ofBusiness = submissionIds ? sql`AND submission_id IN (${sql.join(submissionIds)})` : sql``;
    const { rows } = await sql<{ cents: string }>`
      SELECT coalesce(sum(cents), 0) AS cents FROM (
        SELECT DISTINCT ON (business_id) (document -> 'figures' ->> 'setupCents')::bigint AS cents
        FROM proposals WHERE status = 'accepted' ${ofBusiness} ORDER BY business_id, version DESC
      ) latest`.execute(this.db);
    return Number(rows[0].cents);
  }

  /** Erases a business's proposals and the agency's copies of their signed PDF (the client's go with its emails). */
  async forget(submissionIds: readonly string[]): Promise<void> {
    const ids = this.db.selectFrom('proposals').select(sql<string>`id::text`.as('id')).where('submission_id', 'in', submissionIds);
    await this.db.deleteFrom('agency_emails').where(sql<string>`proposal_pdf -> 'document' ->> 'proposalId'`, 'in', ids).execute();
    await this.db.deleteFrom('proposals').where('submission_id', 'in', submissionIds).execute();
  }
}
