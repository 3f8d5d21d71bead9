import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { DeskDb } from '../desk-db';

/** The onboarding links' versions and uses: the only SQL on `onboarding_link_versions` and `onboarding_link_uses`. */
@Injectable()
export class OnboardingLinksRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<DeskDb>) {}

  /** The version the business's links are sent at now (0 until they are first withdrawn). */
  async versionOf(submissionId: string): Promise<number> {
    const row = await this.db.selectFrom('onboarding_link_versions').select('version').where('submission_id', '=', submissionId).executeTakeFirst();
    return row?.version ?? 0;
  }

  /** Withdraws every link sent so far: the version goes up by one. */
  async withdraw(submissionId: string, staffId: string | undefined): Promise<void> {
    await this.db
      .insertInto('onboarding_link_versions')
      .values({ submission_id: submissionId, version: 1, withdrawn_at: sqlNow, withdrawn_by: staffId ?? null })
      .onConflict((oc) => oc.column('submission_id').doUpdateSet({ version: sql`onboarding_link_versions.version + 1`, withdrawn_at: sqlNow, withdrawn_by: staffId ?? null }))
      .execute();
  }

  /** Counts one submission of the link, unless it has made `limit` already (one statement: two at once cannot both pass the last). */
  async useOnce(tokenHash: string, submissionId: string, limit: number): Promise<boolean> {
    const row = await this.db
      .insertInto('onboarding_link_uses')
      .values({ token_hash: tokenHash, submission_id: submissionId, submissions: 1 })
      .onConflict((oc) => oc.column('token_hash').doUpdateSet({ submissions: sql`onboarding_link_uses.submissions + 1` }).where('onboarding_link_uses.submissions', '<', limit))
      .returning('submissions')
      .executeTakeFirst();
    return row !== undefined;
  }

  async forget(submissionId: string): Promise<void> {
    await this.db.deleteFrom('onboarding_link_uses').where('submission_id', '=', submissionId).execute();
    await this.db.deleteFrom('onboarding_link_versions').where('submission_id', '=', submissionId).execute();
  }
}
