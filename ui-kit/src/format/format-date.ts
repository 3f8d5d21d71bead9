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

/** An instant (ISO text, epoch milliseconds or a Date) as en-US writes it in `style`, in `timeZone` (the browser's by default). */
export function formatDate(value: string | number | Date, style: DateStyle, timeZone?: string): string {
  return formatterOf(`${style} ${timeZone ?? ''}`, 'en-US', { ...DateStyles[style], timeZone }).format(new Date(value));
}

/** A calendar day ('YYYY-MM-DD') in `style`, as itself whatever the browser's zone. */
export function formatDay(day: string, style: DateStyle): string {
  return formatDate(`${day}T12:00:00Z`, style, 'UTC');
}

/** The calendar day ('YYYY-MM-DD', as en-CA writes it) an instant falls on in `timeZone`. */
export function dayOf(value: string | number | Date, timeZone: string): string {
  return formatterOf(`day-of ${timeZone}`, 'en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(value));
}
