import type { GenerationSource, OnboardingForm } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { DeskDb } from '../desk-db';

/** The latest onboarding form of each business: the only SQL on `onboarding_forms`. */
@Injectable()
export class OnboardingFormsRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<DeskDb>) {}

  /** Keeps `form` as the business's form, replacing the one before. */
  async save(submissionId: string, form: OnboardingForm, source: GenerationSource): Promise<void> {
    await this.db
      .insertInto('onboarding_forms')
      .values({ submission_id: submissionId, form: JSON.stringify(form), source })
      .onConflict((oc) => oc.column('submission_id').doUpdateSet({ form: JSON.stringify(form), source, generated_at: sqlNow }))
      .execute();
  }

  async latest(submissionId: string): Promise<OnboardingForm | null> {
    const row = await this.db.selectFrom('onboarding_forms').select('form').where('submission_id', '=', submissionId).executeTakeFirst();
    return row?.form ?? null;
  }

  /** Of these submissions (one client's), the one whose form was generated last, with that form. */
  async newestOf(submissionIds: readonly string[]): Promise<{ submissionId: string; form: OnboardingForm } | null> {
    if (!submissionIds.length) return null;
    const row = await this.db.selectFrom('onboarding_forms').select(['submission_id', 'form']).where('submission_id', 'in', submissionIds).orderBy('generated_at', 'desc').executeTakeFirst();
    return row ? { submissionId: row.submission_id, form: row.form } : null;
  }

  async forget(submissionId: string): Promise<void> {
    await this.db.deleteFrom('onboarding_forms').where('submission_id', '=', submissionId).execute();
  }
}
