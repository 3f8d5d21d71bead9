import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DeskDb } from '../desk-db';

/** The ledger of morning digests: one row per staff member and day, claimed before the digest is written. */
@Injectable()
export class MorningDigestsRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<DeskDb>) {}

  /** True for the one caller (of every instance) that gets to send this member's digest of `day`. */
  async claim(staffAccountId: string, day: string): Promise<boolean> {
    const claimed = await this.db
      .insertInto('morning_digests')
      .values({ staff_account_id: staffAccountId, day })
      .onConflict((oc) => oc.columns(['staff_account_id', 'day']).doNothing())
      .returning('staff_account_id')
      .executeTakeFirst();
    return claimed !== undefined;
  }

  async sent(staffAccountId: string, day: string, emailId: string): Promise<void> {
    await this.db.updateTable('morning_digests').set({ email_id: emailId }).where('staff_account_id', '=', staffAccountId).where('day', '=', day).execute();
  }

  /** A digest that could not be written is unclaimed, so the next round tries again. */
  async release(staffAccountId: string, day: string): Promise<void> {
    await this.db.deleteFrom('morning_digests').where('staff_account_id', '=', staffAccountId).where('day', '=', day).where('email_id', 'is', null).execute();
  }
}
