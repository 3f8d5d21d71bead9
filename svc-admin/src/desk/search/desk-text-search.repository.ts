import { DESK_SEARCH_GROUP_LIMIT, searchWordsOf, type DeskSearchHit, type OnboardingAnswers } from '@biz/contracts';
import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { matchesWords, snippetOf } from '../../shared/search/searched-text';
import type { SharedDb } from '../../shared/shared-db';
import type { DeskDb } from '../desk-db';

const iso = (date: Date) => date.toISOString();

/**
 * The desk's own texts found by the search's words (each a prefix, full-text GIN indexes): the team's
 * notes, the agency's emails to a business, calls' agendas and notes, onboarding answers. Newest first,
 * a few of each.
 */
@Injectable()
export class DeskTextSearchRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<DeskDb & SharedDb>) {}

  async notes(q: string): Promise<DeskSearchHit[]> {
    const rows = await this.db
      .selectFrom('business_notes')
      .select(['id', 'business_id', 'created_at'])
      .select(snippetOf('body', q).as('snippet'))
      .where(matchesWords('business_notes', q))
      .orderBy('created_at', 'desc')
      .limit(DESK_SEARCH_GROUP_LIMIT)
      .execute();
    return rows.map((row) => ({ kind: 'note', id: row.id, recordId: row.business_id, title: 'Note', snippet: row.snippet, at: iso(row.created_at) }));
  }

  async emails(q: string): Promise<DeskSearchHit[]> {
    const rows = await this.db
      .selectFrom('agency_emails')
      .select(['id', 'submission_id', 'subject', 'to_address', 'created_at'])
      .select(snippetOf('body', q).as('snippet'))
      .where(matchesWords('agency_emails', q))
      .where('submission_id', 'is not', null)
      .$narrowType<{ submission_id: string }>()
      .orderBy('created_at', 'desc')
      .limit(DESK_SEARCH_GROUP_LIMIT)
      .execute();
    return rows.map((row) => ({ kind: 'email', id: row.id, recordId: row.submission_id, title: `${row.subject} (to ${row.to_address})`, snippet: row.snippet, at: iso(row.created_at) }));
  }

  async calls(q: string): Promise<DeskSearchHit[]> {
    const rows = await this.db
      .selectFrom('calls')
      .select(['id', 'submission_id', 'call_type', 'scheduled_date', 'scheduled_time', 'created_at'])
      .select(snippetOf(sql<string>`coalesce(agenda, '') || ' ' || coalesce(notes, '')`, q).as('snippet'))
      .where(matchesWords('calls', q))
      .orderBy('starts_at', 'desc')
      .limit(DESK_SEARCH_GROUP_LIMIT)
      .execute();
    return rows.map((row) => ({ kind: 'call', id: row.id, recordId: row.submission_id, title: `${row.call_type === 'video' ? 'Video' : 'Phone'} call on ${row.scheduled_date} at ${row.scheduled_time}`, snippet: row.snippet, at: iso(row.created_at) }));
  }

  async onboardingAnswers(q: string): Promise<DeskSearchHit[]> {
    const rows = await this.db
      .selectFrom('onboarding_answers')
      .select(['submission_id', 'answers', 'submitted_at'])
      .where(matchesWords('onboarding_answers', q))
      .orderBy('submitted_at', 'desc')
      .limit(DESK_SEARCH_GROUP_LIMIT)
      .execute();
    return rows.map((row) => ({ kind: 'onboarding', id: row.submission_id, recordId: row.submission_id, title: 'Onboarding answers', snippet: answerHolding(row.answers, q), at: iso(row.submitted_at) }));
  }
}

/** The first answer that holds a word starting as one of the search's does (the GIN index found the set, not which answer). */
function answerHolding(answers: OnboardingAnswers, q: string): string {
  const texts = Object.values(answers).flatMap((answer) => (Array.isArray(answer) ? answer : typeof answer === 'string' ? [answer] : []));
  const words = searchWordsOf(q);
  const holds = (text: string) => words.some((word) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith(word)));
  return (texts.find(holds) ?? texts[0] ?? '').slice(0, 200);
}
