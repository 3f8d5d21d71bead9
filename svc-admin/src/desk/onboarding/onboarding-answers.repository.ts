import type { OnboardingAnswers, OnboardingAnswersRecord, OnboardingAnswersVia, OnboardingForm } from '@biz/contracts';
import { KYSELY, sqlNow } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Selectable } from 'kysely';
import type { DeskDb, OnboardingAnswersTable } from '../desk-db';

const toRecord = (row: Selectable<OnboardingAnswersTable>): OnboardingAnswersRecord => ({
  form: row.form,
  answers: row.answers,
  via: row.via,
  firstSubmittedAt: row.first_submitted_at.toISOString(),
  submittedAt: row.submitted_at.toISOString(),
});

/** The client's onboarding answers: the only SQL on `onboarding_answers`. */
@Injectable()
export class OnboardingAnswersRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<DeskDb>) {}

  /** Keeps the answers as the submission's, replacing earlier ones; `updated`: there were earlier ones. */
  async save(submissionId: string, form: OnboardingForm, answers: OnboardingAnswers, via: OnboardingAnswersVia): Promise<{ submittedAt: string; updated: boolean }> {
    const values = { form: JSON.stringify(form), answers: JSON.stringify(answers), via };
    const row = await this.db
      .insertInto('onboarding_answers')
      .values({ submission_id: submissionId, ...values })
      .onConflict((oc) => oc.column('submission_id').doUpdateSet({ ...values, submitted_at: sqlNow }))
      .returning(['first_submitted_at', 'submitted_at'])
      .executeTakeFirstOrThrow();
    return { submittedAt: row.submitted_at.toISOString(), updated: row.submitted_at > row.first_submitted_at };
  }

  /** The latest answers of any of these submissions (one business's); null: none yet. */
  async latestOf(submissionIds: readonly string[]): Promise<OnboardingAnswersRecord | null> {
    if (!submissionIds.length) return null;
    const row = await this.db.selectFrom('onboarding_answers').selectAll().where('submission_id', 'in', submissionIds).orderBy('submitted_at', 'desc').executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async forget(submissionId: string): Promise<void> {
    await this.db.deleteFrom('onboarding_answers').where('submission_id', '=', submissionId).execute();
  }
}
