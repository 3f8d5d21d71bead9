import { DESK_SEARCH_GROUP_LIMIT, searchWordsOf, type DeskSearchHit, type OnboardingAnswers } from '@biz/contracts';
import { KYSELY } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { matchesWords, snippetOf } from '../../shared/search/searched-text';
import type { SharedDb } from '../../shared/shared-db';
import type { DeskDb } from '../desk-db';

const iso = (date: Date) => date.toISOString();

/**
 * How many of the newest notes or emails a search reads first. A common word is in five of them: those are
 * its newest hits, found without reading its every row. A rarer one is read through its GIN index, whose rows
 * are then few. (The planner cannot tell them apart: it guesses every prefix as common.)
 */
const READ_NEWEST_FIRST = 2_000;

async function newestFirst<R>(amongTheNewest: () => Promise<R[]>, throughTheIndex: () => Promise<R[]>): Promise<R[]> {
  const rows = await amongTheNewest();
  return rows.length === DESK_SEARCH_GROUP_LIMIT ? rows : throughTheIndex();
}

/**
 * The desk's own texts found by the search's words (each a prefix; full-text, `shared/search`): the
 * team's notes, the agency's emails to a business, calls' agendas and notes, onboarding answers. Newest
 * first, a few of each.
 */
@Injectable()
export class DeskTextSearchRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<DeskDb & SharedDb>) {}

  async notes(q: string): Promise<DeskSearchHit[]> {
    const notes = () => this.db.selectFrom('business_notes').select(['id', 'business_id', 'body', 'created_at', 'search_words']);
    const hits = (candidates: ReturnType<typeof notes>) =>
      this.db.selectFrom(candidates.as('n')).select(['n.id', 'n.business_id', 'n.created_at']).select(snippetOf('n.body', q).as('snippet')).orderBy('n.created_at', 'desc').limit(DESK_SEARCH_GROUP_LIMIT);
    const rows = await newestFirst(
      () => hits(notes().orderBy('created_at', 'desc').limit(READ_NEWEST_FIRST)).where(matchesWords('business_notes', q)).execute(),
      () => hits(notes().where(matchesWords('business_notes', q)).offset(0)).execute(),
    );
    return rows.map((row) => ({ kind: 'note', id: row.id, recordId: row.business_id, businessName: null, title: 'Note', snippet: row.snippet, at: iso(row.created_at) }));
  }

  async emails(q: string): Promise<DeskSearchHit[]> {
    const emails = () =>
      this.db
        .selectFrom('agency_emails')
        .select(['id', 'submission_id', 'subject', 'body', 'to_address', 'created_at', 'search_words'])
        .where('submission_id', 'is not', null)
        .$narrowType<{ submission_id: string }>();
    const hits = (candidates: ReturnType<typeof emails>) =>
      this.db
        .selectFrom(candidates.as('e'))
        .select(['e.id', 'e.submission_id', 'e.subject', 'e.to_address', 'e.created_at'])
        .select(snippetOf('e.body', q).as('snippet'))
        .orderBy('e.created_at', 'desc')
        .limit(DESK_SEARCH_GROUP_LIMIT);
    const rows = await newestFirst(
      () => hits(emails().orderBy('created_at', 'desc').limit(READ_NEWEST_FIRST)).where(matchesWords('agency_emails', q)).execute(),
      () => hits(emails().where(matchesWords('agency_emails', q)).offset(0)).execute(),
    );
    return rows.map((row) => ({ kind: 'email', id: row.id, recordId: row.submission_id, businessName: null, title: `${row.subject} (to ${row.to_address})`, snippet: row.snippet, at: iso(row.created_at) }));
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
    return rows.map((row) => ({ kind: 'call', id: row.id, recordId: row.submission_id, businessName: null, title: `${row.call_type === 'video' ? 'Video' : 'Phone'} call on ${row.scheduled_date} at ${row.scheduled_time}`, snippet: row.snippet, at: iso(row.created_at) }));
  }

  async onboardingAnswers(q: string): Promise<DeskSearchHit[]> {
    const rows = await this.db
      .selectFrom('onboarding_answers')
      .select(['submission_id', 'answers', 'submitted_at'])
      .where(matchesWords('onboarding_answers', q))
      .orderBy('submitted_at', 'desc')
      .limit(DESK_SEARCH_GROUP_LIMIT)
      .execute();
    return rows.map((row) => ({ kind: 'onboarding', id: row.submission_id, recordId: row.submission_id, businessName: null, title: 'Onboarding answers', snippet: answerHolding(row.answers, q), at: iso(row.submitted_at) }));
  }
}

/** The first answer that holds a word starting as one of the search's does (the GIN index found the set, not which answer). */
function answerHolding(answers: OnboardingAnswers, q: string): string {
  const texts = Object.values(answers).flatMap((answer) => (Array.isArray(answer) ? answer : typeof answer === 'string' ? [answer] : []));
  const words = searchWordsOf(q);
  const holds = (text: string) => words.some((word) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith(word)));
  return (texts.find(holds) ?? texts[0] ?? '').slice(0, 200);
}
