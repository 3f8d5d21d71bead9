import { searchWordsOf } from '@biz/contracts';
import { sql, type RawBuilder } from 'kysely';

/**
 * The words of the desk's long, many texts, kept in a generated column (`search_words`) under a GIN index
 * (migration DeskSearch): a search reads the newest first and tests each row's stored words, which a
 * to_tsvector() of the text per row would make too slow.
 */
export const STORED_WORDS = {
  business_notes: `to_tsvector('english', body)`,
  agency_emails: `to_tsvector('english', subject || ' ' || body)`,
} as const;

/** The words of the desk's other texts, fewer: written once for their GIN expression indexes (migration DeskSearch) and their queries. */
export const SEARCHED_TEXT = {
  calls: `to_tsvector('english', coalesce(agenda, '') || ' ' || coalesce(notes, ''))`,
  onboarding_answers: `to_tsvector('english', answers)`,
  support_tickets: `to_tsvector('english', subject)`,
  support_messages: `to_tsvector('english', body)`,
} as const;
export type SearchedTable = keyof typeof SEARCHED_TEXT | keyof typeof STORED_WORDS;

/** `<table's words> @@ <the search's words, each as a prefix>`; the words are letters and digits only (`searchWordsOf`), so nothing else reaches tsquery syntax. */
export function matchesWords(table: SearchedTable, q: string): RawBuilder<boolean> {
  const words = table in STORED_WORDS ? 'search_words' : SEARCHED_TEXT[table as keyof typeof SEARCHED_TEXT];
  return sql<boolean>`${sql.raw(words)} @@ to_tsquery('english', ${prefixQueryOf(q)})`;
}

/** `glow:* & med:*`: every word, each as typed so far (a search without letters or digits is not sent). */
export function prefixQueryOf(q: string): string {
  return searchWordsOf(q).map((word) => `${word}:*`).join(' & ');
}

/** A short plain-text extract of a text around the search's words (ts_headline without markup). */
export function snippetOf(text: RawBuilder<string> | string, q: string): RawBuilder<string> {
  const source = typeof text === 'string' ? sql.raw(text) : text;
  return sql<string>`ts_headline('english', ${source}, to_tsquery('english', ${prefixQueryOf(q)}), 'StartSel="",StopSel="",MaxWords=30,MinWords=15,ShortWord=2')`;
}
