// Helpers for the engine's plain-text compositions (plans, emails).

const NAMED_IN_A_LIST = 6;

/** The text trimmed, and cut with an ellipsis past `max` characters. */
export function clip(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

/** A visitor's phrase as part of our sentence: its own closing stop dropped ("Dentrix, Square." → "Dentrix, Square"), so ours is the only one. */
export const withoutFinalStop = (text: string): string => text.replace(/[\s.;,!]+$/, '');

/** "a, b and c"; past the first six, "a, b, …, f and 4 more". */
export function sentenceList(items: string[]): string {
  const named = items.slice(0, NAMED_IN_A_LIST);
  if (items.length > named.length) named.push(`${items.length - named.length} more`);
  if (named.length <= 1) return named.join('');
  return `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}
