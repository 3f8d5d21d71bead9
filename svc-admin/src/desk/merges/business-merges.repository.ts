import type { BusinessMerge } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DeskDb } from '../desk-db';
import type { SharedDb } from '../../shared/shared-db';

/** A merge still in force, with what its undo needs. */
export interface MergeRecord {
  id: string;
  businessId: string;
  mergedBusinessId: string;
  submissionId: string;
  emails: string[];
}

/** The only code that touches `business_merges`. */
@Injectable()
export class BusinessMergesRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<DeskDb & SharedDb>) {}

  /** Answers the new merge's id. */
  async record(merge: Omit<MergeRecord, 'id'>, mergedBy: string | null): Promise<string> {
    const row = await this.db
      .insertInto('business_merges')
      .values({ business_id: merge.businessId, merged_business_id: merge.mergedBusinessId, submission_id: merge.submissionId, emails: JSON.stringify(merge.emails), merged_by: mergedBy })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A merge not undone yet; null when there is none of that id (or it was undone). */
  async inForce(id: string): Promise<MergeRecord | null> {
    const row = await this.db.selectFrom('business_merges').selectAll().where('id', '=', id).where('undone_at', 'is', null).executeTakeFirst();
    return row ? { id: row.id, businessId: row.business_id, mergedBusinessId: row.merged_business_id, submissionId: row.submission_id, emails: row.emails } : null;
  }

  /** Marks a merge undone, once: false when another undo came first. */
  async markUndone(id: string): Promise<boolean> {
    const result = await this.db.updateTable('business_merges').set({ undone_at: sqlNow }).where('id', '=', id).where('undone_at', 'is', null).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** The merges in force into a business, newest first, naming who made them. */
  async ofBusiness(businessId: string): Promise<BusinessMerge[]> {
    const rows = await this.db
      .selectFrom('business_merges')
      .leftJoin('staff_accounts', 'staff_accounts.id', 'business_merges.merged_by')
      .select(['business_merges.id', 'business_merges.emails', 'business_merges.merged_at', 'staff_accounts.name as staff_name'])
      .where('business_merges.business_id', '=', businessId)
      .where('business_merges.undone_at', 'is', null)
      .orderBy('business_merges.merged_at', 'desc')
      .execute();
    return rows.map((row) => ({ id: row.id, emails: row.emails, at: row.merged_at.toISOString(), by: row.staff_name === null ? { kind: 'bootstrap-owner' } : { kind: 'staff', name: row.staff_name } }));
  }

  /** An erased business leaves no merge behind. */
  async forget(businessId: string): Promise<void> {
    await this.db.deleteFrom('business_merges').where((eb) => eb.or([eb('business_id', '=', businessId), eb('merged_business_id', '=', businessId)])).execute();
  }
}
