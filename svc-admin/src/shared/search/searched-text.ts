import { searchWordsOf } from '@biz/contracts';
import { sql, type RawBuilder } from 'kysely';

/**
 * The words of each text the desk's search reads, written once for the GIN indexes (migration DeskSearch)
 * and the queries (`desk/search`, `portal/support`): an expression index serves only the same expression.
 */
export const SEARCHED_TEXT = {
  business_notes: `to_tsvector('english', body)`,
  agency_emails: `to_tsvector('english', subject || ' ' || body)`,
  calls: `to_tsvector('english', coalesce(agenda, '') || ' ' || coalesce(notes, ''))`,
  onboarding_answers: `to_tsvector('english', answers)`,
  support_tickets: `to_tsvector('english', subject)`,
  support_messages: `to_tsvector('english', body)`,
} as const;
export type SearchedTable = keyof typeof SEARCHED_TEXT;

/** `<table's words> @@ <the search's words, each as a prefix>`; the words are letters and digits only (`searchWordsOf`), so nothing else reaches tsquery syntax. */
export function matchesWords(table: SearchedTable, q: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.raw(SEARCHED_TEXT[table])} @@ to_tsquery('english', ${prefixQueryOf(q)})`;
}

/** `glow:* & med:*`: every word, each as typed so far (a search without letters or digits is not sent). */
export function prefixQueryOf(q: string): string {
  return searchWordsOf(q).map((word) => `${word}:*`).join(' & ');
}

/** A short plain-text extract of a text around the search's words (ts_headline without markup). */
export function snippetOf(text: RawBuilder<string> | string, q: string): RawBuilder<string> {
  const source = typeof text === 'string' ? sql.raw(text) : text;
  return sql<string>`ts_headline('english', ${source}, to_tsquery('english', ${prefixQueryOf(q)}), 'StartSel="",StopSel="",MaxWords=20,MinWords=8,ShortWord=2')`;
}
