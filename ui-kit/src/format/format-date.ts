import { MONTHS, WEEKDAYS } from '@biz/contracts';

/** How a screen writes an instant, by what it shows (examples for 2026-12-01 15:04:05 in New York). */
const DateStyles = {
  /** Dec 1, 2026, 3:04 PM */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** December 1, 2026 at 3:04 PM */
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** Dec 1, 2026 */
  date: { dateStyle: 'medium' },
  /** December 1, 2026 */
  longDate: { dateStyle: 'long' },
  /** 12/1/2026 */
  numericDate: {},
  /** 12/1/2026, 3:04:05 PM */
  numericDateTime: { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' },
  /** Dec 1 */
  monthDay: { month: 'short', day: 'numeric' },
  /** Dec 1, 3:04 PM */
  monthDayTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** Tue, Dec 1 */
  weekdayDay: { weekday: 'short', month: 'short', day: 'numeric' },
  /** 3:04 PM */
  time: { hour: 'numeric', minute: '2-digit' },
  /** Dec 1, 2026, 3:04 PM EST */
  dateTimeWithZone: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  /** Tue, Dec 1, 2026, 3:04 PM EST */
  weekdayDateTimeWithZone: { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  /** Tuesday, December 1 at 3:04 PM EST */
  longWeekdayTimeWithZone: { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DateStyles;

/** An instant's fields in one zone: the browser's or UTC, which `Date`'s own getters read without any locale data. */
interface Fields {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const fieldsOf = (date: Date, utc: boolean): Fields =>
  utc
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), weekday: date.getUTCDay(), hours: date.getUTCHours(), minutes: date.getUTCMinutes(), seconds: date.getUTCSeconds() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), weekday: date.getDay(), hours: date.getHours(), minutes: date.getMinutes(), seconds: date.getSeconds() };

const twoDigits = (value: number) => String(value).padStart(2, '0');
const shortName = (name: string) => name.slice(0, 3);
const monthDay = (f: Fields) => `${shortName(MONTHS[f.month])} ${f.day}`;
/** 3:04 PM (a plain space before the period, as Chromium's and Node's Intl write it since ICU 72's narrow one was undone). */
const clock = (f: Fields, seconds = false) => `${f.hours % 12 || 12}:${twoDigits(f.minutes)}${seconds ? `:${twoDigits(f.seconds)}` : ''} ${f.hours < 12 ? 'AM' : 'PM'}`;

/**
 * Every style without a zone's name, written by hand exactly as Intl's en-US writes it (format-date.spec.ts
 * holds each to Intl over any instant). The first Intl formatter a page makes loads its locale data: 40 to
 * 65 ms of this machine's main thread in Chromium, four times that on the phone Lighthouse plays, and the
 * desk's first screen shows dates as it loads.
 */
const writtenByHand: Partial<Record<DateStyle, (fields: Fields) => string>> = {
  dateTime: (f) => `${monthDay(f)}, ${f.year}, ${clock(f)}`,
  longDateTime: (f) => `${MONTHS[f.month]} ${f.day}, ${f.year} at ${clock(f)}`,
  date: (f) => `${monthDay(f)}, ${f.year}`,
  longDate: (f) => `${MONTHS[f.month]} ${f.day}, ${f.year}`,
  numericDate: (f) => `${f.month + 1}/${f.day}/${f.year}`,
  numericDateTime: (f) => `${f.month + 1}/${f.day}/${f.year}, ${clock(f, true)}`,
  monthDay,
  monthDayTime: (f) => `${monthDay(f)}, ${clock(f)}`,
  weekdayDay: (f) => `${shortName(WEEKDAYS[f.weekday])}, ${monthDay(f)}`,
  time: (f) => clock(f),
};

// Made at first use, never as a module loads: the first Intl formatter a page makes loads its locale data.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An instant (ISO text, epoch milliseconds or a Date) as en-US writes it in `style`, in `timeZone` (the
 * browser's by default). In the browser's zone or UTC, a style without a zone's name is written by hand;
 * any other zone, a zone's name, an invalid instant (Intl's RangeError) or a year before 1 goes to Intl.
 */
export function formatDate(value: string | number | Date, style: DateStyle, timeZone?: string): string {
  const date = new Date(value);
  const write = writtenByHand[style];
  const utc = timeZone === 'UTC';
  if (write && (utc || timeZone === undefined)) {
    const fields = fieldsOf(date, utc);
    if (fields.year >= 1) return write(fields);
  }
  return formatterOf(`${style} ${timeZone ?? ''}`, 'en-US', { ...DateStyles[style], timeZone }).format(date);
}

/** A calendar day ('YYYY-MM-DD') in `style`, as itself whatever the browser's zone. */
export function formatDay(day: string, style: DateStyle): string {
  return formatDate(`${day}T12:00:00Z`, style, 'UTC');
}

/** The calendar day ('YYYY-MM-DD', as en-CA writes it) an instant falls on in `timeZone`. */
export function dayOf(value: string | number | Date, timeZone: string): string {
  return formatterOf(`day-of ${timeZone}`, 'en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(value));
}
