import type { AgencyActor, BusinessNote } from '@biz/contracts';
import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DeskDb } from '../desk-db';
import type { SharedDb } from '../../shared/shared-db';

const authorOf = (name: string | null): AgencyActor => (name === null ? { kind: 'bootstrap-owner' } : { kind: 'staff', name });

/** The only code that touches the team's notes on businesses. */
@Injectable()
export class BusinessNotesRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<DeskDb & SharedDb>) {}

  /** Writes a note; `authorStaffId` null: the owner's bootstrap sign-in. Answers it as the record lists it. */
  async add(businessId: string, body: string, authorStaffId: string | null): Promise<BusinessNote> {
    const { id } = await this.db.insertInto('business_notes').values({ business_id: businessId, body, author_staff_id: authorStaffId }).returning('id').executeTakeFirstOrThrow();
    const [note] = await this.notes('business_notes.id', id);
    return note;
  }

  /** A business's notes, oldest first, each naming its author. */
  of(businessId: string): Promise<BusinessNote[]> {
    return this.notes('business_notes.business_id', businessId);
  }

  private async notes(by: 'business_notes.id' | 'business_notes.business_id', value: string): Promise<BusinessNote[]> {
    const rows = await this.db
      .selectFrom('business_notes')
      .leftJoin('staff_accounts', 'staff_accounts.id', 'business_notes.author_staff_id')
      .select(['business_notes.id', 'business_notes.body', 'business_notes.created_at', 'staff_accounts.name'])
      .where(by, '=', value)
      .orderBy('business_notes.created_at')
      .orderBy('business_notes.id')
      .execute();
    return rows.map((row) => ({ id: row.id, body: row.body, at: row.created_at.toISOString(), by: authorOf(row.name) }));
  }

  /** An erased business keeps no notes. */
  async forget(businessId: string): Promise<void> {
    await this.db.deleteFrom('business_notes').where('business_id', '=', businessId).execute();
  }
}
