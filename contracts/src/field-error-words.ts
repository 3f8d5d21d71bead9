import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const count = (n: number | bigint, one: string, many = `${one}s`) => `${n} ${Number(n) === 1 ? one : many}`;
const dateOf = (limit: number | bigint | Date) => new Date(Number(limit instanceof Date ? limit.getTime() : limit)).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

const typeWords: Record<string, string> = {
  number: 'Enter a number.',
  int: 'Enter a whole number.',
  bigint: 'Enter a whole number.',
  string: 'Enter text here.',
  boolean: 'Choose yes or no.',
  date: 'Enter a date.',
  array: 'Choose from the list.',
  set: 'Choose from the list.',
};

const formatWords: Record<string, string> = {
  email: 'Enter a valid email address.',
  url: 'Enter a full web address, such as https://example.com.',
  uuid: 'This reference is not valid.',
  datetime: 'Enter a valid date and time.',
  date: 'Enter a valid date.',
  time: 'Enter a valid time.',
  e164: 'Enter a phone number with its country code, such as +15551234567.',
};

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const { origin, maximum, inclusive } = issue;
  if (origin === 'string') return `Use at most ${count(maximum, 'character')}.`;
  if (origin === 'array' || origin === 'set') return `Choose at most ${maximum}.`;
  if (origin === 'date') return `Choose a date no later than ${dateOf(maximum)}.`;
  if (origin === 'file') return `Choose a file of at most ${count(maximum, 'byte')}.`;
  return inclusive === false ? `Enter a number below ${maximum}.` : `Enter ${maximum} or less.`;
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const { origin, minimum, inclusive } = issue;
  if (origin === 'string') return Number(minimum) <= 1 ? 'This field is required.' : `Use at least ${count(minimum, 'character')}.`;
  if (origin === 'array' || origin === 'set') return Number(minimum) <= 1 ? 'Choose at least one.' : `Choose at least ${minimum}.`;
  if (origin === 'date') return `Choose a date no earlier than ${dateOf(minimum)}.`;
  if (origin === 'file') return 'Choose a file that is not empty.';
  return inclusive === false ? `Enter a number above ${minimum}.` : `Enter ${minimum} or more.`;
}

/**
 * What every failed check says when its schema names no message of its own: words a person reads under a
 * field, never zod's "Too big: expected number to be <=100".
 */
export function fieldErrorInWords(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'This field is required.' : (typeWords[issue.expected] ?? 'Enter a valid value.');
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return formatWords[issue.format] ?? 'This is not in the expected format.';
    case 'not_multiple_of':
      return issue.divisor === 1 ? 'Enter a whole number.' : `Enter a multiple of ${issue.divisor}.`;
    case 'invalid_value':
      return 'Choose one of the options.';
    case 'unrecognized_keys':
      return `Remove ${issue.keys.length === 1 ? 'this field' : 'these fields'}: ${issue.keys.join(', ')}.`;
    case 'invalid_key':
    case 'invalid_element':
      return 'Check the entries of this list.';
    default:
      return 'Enter a valid value.';
  }
}

/**
 * Makes `fieldErrorInWords` zod's error map for the whole page or process (zod keeps its config on
 * `globalThis`, so one call serves every copy of zod a page loads). A service gets it with contracts, below;
 * a browser bundle treats contracts as free of side effects, so each remote calls it from the module its
 * forms' screens share.
 */
export function speakFieldErrorsInWords(): void {
  z.config({ customError: fieldErrorInWords });
}

speakFieldErrorsInWords();
